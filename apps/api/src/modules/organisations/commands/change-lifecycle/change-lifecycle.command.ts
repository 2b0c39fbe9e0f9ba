import type { CommandMetadata, OrganisationLifecycleCommand } from '@profyle/domain';

/** A superadmin's lifecycle change of an organisation (close, reopen, extend the trial, ...). */
export class ChangeLifecycleCommand {
  constructor(
    readonly change: Pick<OrganisationLifecycleCommand, 'type' | 'data'>,
    readonly metadata: CommandMetadata,
  ) {}
}
