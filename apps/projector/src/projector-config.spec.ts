import { INTEGRATION_TOPIC } from '@profyle/infrastructure';
import { ConfigError } from '@profyle/infrastructure';
import { loadProjectorConfig } from './projector-config';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadProjectorConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('projector configuration', () => {
  it('has the api defaults plus the integration topic', () => {
    expect(loadProjectorConfig({})).toMatchObject({ EVENT_STORE: 'sqlite', READ_STORE: 'embedded', BUS: 'in-process', MONGO_DB: 'profyle', INTEGRATION_TOPIC, KAFKA_GROUP_PREFIX: '', DATA_DIR: './data' });
  });

  it('reports every missing server URL at once, by variable', () => {
    expect(problems({ EVENT_STORE: 'kurrentdb', READ_STORE: 'mongodb', BUS: 'kafka' })).toEqual([
      'KURRENTDB_URL: KURRENTDB_URL is required when EVENT_STORE=kurrentdb',
      'MONGO_URL: MONGO_URL is required when READ_STORE=mongodb',
      'KAFKA_BROKERS: KAFKA_BROKERS is required when BUS=kafka',
    ]);
    expect(problems({ BUS: 'kafka', KAFKA_BROKERS: 'k:9092', EVENT_POLL_MS: '0' })).toEqual([expect.stringMatching(/^EVENT_POLL_MS: /)]);
  });

  it('accepts a complete distributed configuration', () => {
    expect(
      loadProjectorConfig({ READ_STORE: 'mongodb', MONGO_URL: 'mongodb://m:27017', MONGO_DB: 'p', BUS: 'kafka', KAFKA_BROKERS: 'k1:9092,k2:9092', INTEGRATION_TOPIC: 'staging.integration-events', KAFKA_GROUP_PREFIX: 'staging.' }),
    ).toMatchObject({ READ_STORE: 'mongodb', BUS: 'kafka', KAFKA_BROKERS: 'k1:9092,k2:9092', INTEGRATION_TOPIC: 'staging.integration-events', KAFKA_GROUP_PREFIX: 'staging.', KAFKA_CLIENT_ID: 'profyle-projector' });
  });
});
