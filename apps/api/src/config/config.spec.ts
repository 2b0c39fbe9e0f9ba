import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded runtime on port 3000 under ./data', () => {
    expect(loadConfig({})).toMatchObject({ LOG_LEVEL: 'warn', PORT: 3000, DATA_DIR: './data', EVENT_STORE: 'sqlite', READ_STORE: 'embedded', PROJECTOR: 'embedded', SEED_DEMO: true });
  });

  it('reports every problem with the variable name', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', EVENT_STORE: 'kurrentdb', READ_STORE: 'mongodb' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
    expect(problems).toContain('MONGO_URL is required when READ_STORE=mongodb');
  });

  it('refuses an external projector with a store only this process can read', () => {
    expect(() => loadConfig({ PROJECTOR: 'external' })).toThrow('PROJECTOR=external needs a shared read store');
  });
});
