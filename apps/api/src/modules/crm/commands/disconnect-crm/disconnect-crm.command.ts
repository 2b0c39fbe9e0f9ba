import type { CommandMetadata, CrmProvider } from '@profyle/domain';

/** Remove the organisation's connection to the CRM (its tokens are forgotten and, best effort, revoked). */
export class DisconnectCrmCommand {
  constructor(
    readonly provider: CrmProvider,
    readonly metadata: CommandMetadata,
  ) {}
}
