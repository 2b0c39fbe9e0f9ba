import type { CommandMetadata } from '@profyle/domain';

/**
 * Create a registered admin user directly (the demo seed; a trial's creator). Not an HTTP route: admins
 * are otherwise only ever added by invite.
 */
export class CreateUserCommand {
  constructor(
    readonly user: {
      userId: string;
      email: string;
      name: string;
      organisationId: string;
      owner?: boolean;
      superadmin?: boolean;
      /** Hashed here; absent for users who sign in by e-mail link or a provider only. */
      password?: string;
    },
    readonly metadata: CommandMetadata,
  ) {}
}
