import type { EmployeeInviteBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

/** An admin invites employees to register their own Profyle (POST /v1/enterprise/{orgId}/invite). */
export class InviteEmployeesCommand {
  constructor(
    readonly body: EmployeeInviteBody,
    readonly metadata: CommandMetadata,
    /** The portal's origin: the invite link must be this organisation's self-registration link on it. */
    readonly origin: string,
  ) {}
}
