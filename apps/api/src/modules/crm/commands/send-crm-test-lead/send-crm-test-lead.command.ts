import type { CommandMetadata, CrmProvider } from '@profyle/domain';

/** Send a test lead to the connected CRM now. */
export class SendCrmTestLeadCommand {
  constructor(
    readonly provider: CrmProvider,
    readonly metadata: CommandMetadata,
  ) {}
}
