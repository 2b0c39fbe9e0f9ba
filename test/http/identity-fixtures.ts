/** Shared set-up of the identity suites: organisations, users created like the seed does, the dev mailbox. */
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { DevMailboxMessage, Session } from '@profyle/contracts';
import { CreateUserCommand } from '../../apps/api/src/modules/identity/commands/create-user/create-user.command';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';
import { httpClient } from '../support/http-client';
import { startTestApp, superadmin, type TestApp } from '../support/test-app';

export type Client = ReturnType<typeof httpClient>;

/** Moves the process clock (Date only; timers keep running) while `body` runs. */
export const at = async <T>(offsetMs: number, body: () => Promise<T>): Promise<T> => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'] });
  jest.setSystemTime(Date.now() + offsetMs);
  try {
    return await body();
  } finally {
    jest.useRealTimers();
  }
};

/** A test app whose sign-in limit is out of the way unless a suite sets its own. */
export const startIdentityApp = (env: Record<string, string> = {}) => startTestApp({ SIGN_IN_RATE_LIMIT: '1000', ...env });

export const createOrganisation = async (test: TestApp, organisation_id: string, name: string, extra: Record<string, unknown> = {}) => {
  const root = httpClient(test.url, await test.tokenFor(superadmin));
  const created = await root.post('/v1/enterprise', { organisation_id, name, ...extra });
  if (created.status !== 201) throw new Error(`could not create ${organisation_id}: ${created.status} ${JSON.stringify(created.body)}`);
};

export interface TestUser {
  userId: string;
  email: string;
  name: string;
  organisationId: string;
  owner?: boolean;
  superadmin?: boolean;
  password?: string;
}

/** A registered admin user, created through the same command the seed uses. */
export const createUser = async (test: TestApp, user: Omit<TestUser, 'userId'> & { userId?: string }): Promise<TestUser> => {
  const created = { ...user, userId: user.userId ?? randomUUID() };
  await test.app.get(CommandBus).execute(new CreateUserCommand(created, commandMetadata(superadmin, user.organisationId)));
  return created;
};

export const mailbox = async (test: TestApp): Promise<DevMailboxMessage[]> => {
  const response = await httpClient(test.url).get('/dev/mailbox');
  if (response.status !== 200) throw new Error(`mailbox answered ${response.status}`);
  return response.body.messages;
};

/**
 * The newest link mailed to `to` whose path starts with `path`. Waits a little: a password reset link is
 * mailed just after forgot-password answers (its answer must not wait for the user lookup or the mail).
 */
export const lastLink = async (test: TestApp, to: string, path: string, after = ''): Promise<URL> => {
  const deadline = Date.now() + 5000;
  for (;;) {
    for (const message of await mailbox(test)) {
      if (message.to !== to || message.sentAt <= after) continue;
      const link = message.links.map((l) => new URL(l)).find((l) => l.pathname.startsWith(path));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export const signInWithPassword = async (test: TestApp, email: string, password: string): Promise<Session> => {
  const response = await httpClient(test.url).post('/v1/auth/password', { email, password });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};

/** Signs in by e-mail link, the way the web app does: request, read the mail, complete. */
export const signInWithEmailLink = async (test: TestApp, email: string): Promise<Session> => {
  const anonymous = httpClient(test.url);
  await anonymous.post('/v1/auth/email-link', { email });
  const link = await lastLink(test, email, '/auth/email-link');
  const response = await anonymous.post('/v1/auth/email-link/complete', { token: link.searchParams.get('token') });
  if (response.status !== 200) throw new Error(`e-mail link sign-in of ${email} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};

/** The shared client has no PATCH; the account route needs one. */
const patcher = (baseUrl: string, token: string) => async (path: string, body: unknown) => {
  const response = await fetch(baseUrl + path, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};

export const as = (test: TestApp, session: Pick<Session, 'accessToken'>): Client & { patch: ReturnType<typeof patcher> } => ({
  ...httpClient(test.url, session.accessToken),
  patch: patcher(test.url, session.accessToken),
});
