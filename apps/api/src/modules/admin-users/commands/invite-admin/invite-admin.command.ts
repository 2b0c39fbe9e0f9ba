import type { CommandMetadata } from '@profyle/domain';

/** Invite an e-mail to administer the organisation of the metadata. */
export class InviteAdminCommand {
  constructor(
    readonly recipient: string,
    /** Where the accept link points: PUBLIC_URL or the request's origin. */
    readonly origin: string,
    readonly metadata: CommandMetadata,
  ) {}
}
