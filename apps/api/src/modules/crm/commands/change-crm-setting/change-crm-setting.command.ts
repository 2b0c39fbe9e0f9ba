import type { CrmSettingBody } from '@profyle/contracts';
import type { CommandMetadata, CrmProvider } from '@profyle/domain';

/** Change one setting of the connection (HubSpot's create_lead). */
export class ChangeCrmSettingCommand {
  constructor(
    readonly provider: CrmProvider,
    readonly body: CrmSettingBody,
    readonly metadata: CommandMetadata,
  ) {}
}
