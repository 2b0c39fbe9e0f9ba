import type { CommandMetadata, CrmProvider } from '@profyle/domain';

/** Open an install link for this admin: the provider's consent page, with a state bound to them and the organisation. */
export class StartCrmAuthorisationCommand {
  constructor(
    readonly provider: CrmProvider,
    readonly redirectUri: string,
    readonly metadata: CommandMetadata,
  ) {}
}
