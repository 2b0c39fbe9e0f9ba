/** The BUS settings of the api configuration and what the runtime builds from them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessIntegrationBus, KafkaIntegrationBus } from '@profyle/infrastructure';
import { ConfigError, loadConfig } from '../../apps/api/src/config/config';
import { createRuntime } from '../../apps/api/src/runtime/runtime';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('api configuration: the integration bus', () => {
  it('defaults to the in-process bus', () => {
    expect(loadConfig({})).toMatchObject({ BUS: 'in-process', KAFKA_CLIENT_ID: 'profyle-api' });
  });

  it('needs KAFKA_BROKERS when BUS=kafka, and refuses an unknown bus', () => {
    expect(problems({ BUS: 'kafka' })).toEqual(['KAFKA_BROKERS: KAFKA_BROKERS is required when BUS=kafka']);
    expect(problems({ BUS: 'kafka', KAFKA_BROKERS: '  ' })).toEqual(['KAFKA_BROKERS: KAFKA_BROKERS is required when BUS=kafka']);
    expect(problems({ BUS: 'rabbit' })[0]).toMatch(/^BUS: /);
    expect(loadConfig({ BUS: 'kafka', KAFKA_BROKERS: 'k1:9092,k2:9092', KAFKA_CLIENT_ID: 'api-1' })).toMatchObject({ BUS: 'kafka', KAFKA_BROKERS: 'k1:9092,k2:9092', KAFKA_CLIENT_ID: 'api-1' });
  });
});

describe('api runtime: the integration bus', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bus-runtime-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the integration publisher beside the projections in embedded mode, on the in-process bus', async () => {
    const runtime = await createRuntime(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }));
    try {
      expect(runtime.bus).toBeInstanceOf(InProcessIntegrationBus);
      expect(runtime.publisher).not.toBeNull();
      expect(await runtime.publisher?.status()).toMatchObject({ name: 'integration-publisher@v1', state: 'running' });
    } finally {
      await runtime.close();
    }
  });

  // With BUS=kafka the embedded runtime publishes to Kafka and its consumers (webhooks) join their groups
  // there at start-up, so this needs a real broker.
  const brokers = process.env.KAFKA_BROKERS;
  (brokers ? it : it.skip)(`runs its publisher and consumers on Kafka for BUS=kafka${brokers ? '' : ' (skipped: KAFKA_BROKERS not set)'}`, async () => {
    const runtime = await createRuntime(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', BUS: 'kafka', KAFKA_BROKERS: brokers as string, KAFKA_CLIENT_ID: 'bus-config-spec' }));
    try {
      expect(runtime.bus).toBeInstanceOf(KafkaIntegrationBus);
      expect(runtime.consumers?.names).toEqual(['webhooks', 'intro-mail', 'contact-enrichment', 'subscription-ended-mail', 'crm-hubspot', 'crm-pipedrive']);
      expect(await runtime.publisher?.status()).toMatchObject({ state: 'running' });
    } finally {
      await runtime.close();
    }
  });
});
