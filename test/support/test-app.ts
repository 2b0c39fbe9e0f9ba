import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { type AppOptions, createApp } from '../../apps/api/src/bootstrap';
import { loadConfig } from '../../apps/api/src/config/config';
import { createRuntime, type Runtime } from '../../apps/api/src/runtime/runtime';
import type { Principal } from '../../apps/api/src/shared/auth/principal';

export interface TestApp {
  app: INestApplication;
  runtime: Runtime;
  url: string;
  dataDir: string;
  tokenFor(principal: Principal): Promise<string>;
  /** Stops the server and closes the stores, keeping the data directory. */
  stop(): Promise<void>;
  /** Stops and deletes the data directory. */
  destroy(): Promise<void>;
}

/** A real api on an ephemeral loopback port, in embedded mode with its data in a fresh temp dir. */
export const startTestApp = async (
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'profyle-test-')),
  appOptions: AppOptions = { logger: false },
): Promise<TestApp> => {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_SECRET: 'test-secret-test-secret-test-secret-123', ...env });
  const runtime = await createRuntime(config);
  const app = await createApp(runtime, appOptions);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    await runtime.close();
  };
  return {
    app,
    runtime,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    tokenFor: (principal) => runtime.tokens.sign(principal, '1h'),
    stop,
    destroy: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const superadmin: Principal = {
  userId: 'u-super',
  email: 'super@profyle.example',
  organisationId: 'profyle_hq',
  organisationIds: ['profyle_hq'],
  admin: true,
  superadmin: true,
};

export const adminOf = (organisationId: string, userId = `u-admin-${organisationId}`): Principal => ({
  userId,
  email: `${userId}@example.com`,
  organisationId,
  organisationIds: [organisationId],
  admin: true,
  superadmin: false,
});
