import { eventUpcasters, userDecider, userEmailDecider, userEmailStreamId, userStreamId } from '@profyle/domain';
import type { EventStore } from '@profyle/infrastructure';
import { PasswordHasher } from '../../apps/api/src/shared/auth/password-hasher';
import { CommandShell } from '../../apps/api/src/shared/command-shell/command-shell';

export interface RegisteredUser {
  userId: string;
  email: string;
  organisationId: string;
  password: string;
  superadmin?: boolean;
  owner?: boolean;
}

/**
 * A registered admin user written straight into an event store, as the seed's CreateUser does, for suites
 * whose api runs in another process: they then sign in through that api with the password like anyone.
 */
export const registerUser = async (events: EventStore, user: RegisteredUser): Promise<void> => {
  const shell = new CommandShell(events, eventUpcasters);
  const metadata = { organisationId: user.organisationId, actor: { userId: 'test-setup', email: 'setup@profyle.example' }, correlationId: `setup-${user.userId}`, now: new Date().toISOString() };
  await shell.execute({ streamId: userEmailStreamId(user.email), decider: userEmailDecider, command: { type: 'ClaimUserEmail', data: { email: user.email, userId: user.userId }, metadata } });
  const passwordHash = await new PasswordHasher().hash(user.password);
  await shell.execute({
    streamId: userStreamId(user.userId),
    decider: userDecider,
    command: {
      type: 'CreateUser',
      data: { userId: user.userId, email: user.email, name: user.email.split('@')[0], organisationId: user.organisationId, admin: true, superadmin: user.superadmin ?? false, owner: user.owner ?? false, passwordHash },
      metadata,
    },
  });
};
