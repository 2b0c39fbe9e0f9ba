import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AppOptions, createApp } from '../../apps/api/src/bootstrap';
import { loadConfig } from '../../apps/api/src/config/config';
import { createRuntime, type Runtime } from '../../apps/api/src/runtime/runtime';
import { CreateUserCommand } from '../../apps/api/src/modules/identity/commands/create-user/create-user.command';
import { Sessions } from '../../apps/api/src/modules/identity/services/sessions';
import { UserDirectory } from '../../apps/api/src/modules/identity/services/user-directory';
import type { Principal } from '../../apps/api/src/shared/auth/principal';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';

export interface TestApp {
  app: INestApplication;
  runtime: Runtime;
  url: string;
  dataDir: string;
  /**
   * An access token of a real session: the principal's user is created (registered admin of their main
   * organisation, superadmin and owner as given) unless it exists, then signed in. Every request is checked
   * against the session and the user's current record, so hand-signed tokens would be refused.
   */
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
    tokenFor: async (principal) => {
      const users = app.get(UserDirectory);
      if ((await users.load(principal.userId)).state.status === 'absent') {
        const { userId, email, organisationId, superadmin, owner } = principal;
        const user = { userId, email, name: principal.name ?? email.split('@')[0], organisationId, superadmin, owner };
        await app.get(CommandBus).execute(new CreateUserCommand(user, commandMetadata(principal, organisationId)));
      }
      const { state } = await users.load(principal.userId);
      return (await app.get(Sessions).start(state, 'password')).accessToken;
    },
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
