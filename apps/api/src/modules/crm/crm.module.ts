import { Module } from '@nestjs/common';
import { ChangeCrmSettingController } from './commands/change-crm-setting/change-crm-setting.controller';
import { ChangeCrmSettingHandler } from './commands/change-crm-setting/change-crm-setting.handler';
import { CompleteCrmAuthorisationController } from './commands/complete-crm-authorisation/complete-crm-authorisation.controller';
import { CompleteCrmAuthorisationHandler } from './commands/complete-crm-authorisation/complete-crm-authorisation.handler';
import { DisconnectCrmController } from './commands/disconnect-crm/disconnect-crm.controller';
import { DisconnectCrmHandler } from './commands/disconnect-crm/disconnect-crm.handler';
import { SendCrmTestLeadController } from './commands/send-crm-test-lead/send-crm-test-lead.controller';
import { SendCrmTestLeadHandler } from './commands/send-crm-test-lead/send-crm-test-lead.handler';
import { StartCrmAuthorisationController } from './commands/start-crm-authorisation/start-crm-authorisation.controller';
import { StartCrmAuthorisationHandler } from './commands/start-crm-authorisation/start-crm-authorisation.handler';
import { CrmConnectionReader } from './crm-connection.reader';
import { crmProviders } from './crm.providers';
import { CrmConnectionsController } from './queries/crm-connections.controller';

/**
 * CRM integrations of an organisation (spec 002 "Integrations": HubSpot and Pipedrive): the OAuth
 * install link and callback, disconnecting, settings, the test lead, connections and logs. The sync of
 * introductions is the CRM consumers' (apps/projector/src/consumers/crm-sync). See README.md.
 */
@Module({
  controllers: [StartCrmAuthorisationController, CompleteCrmAuthorisationController, DisconnectCrmController, ChangeCrmSettingController, SendCrmTestLeadController, CrmConnectionsController],
  providers: [...crmProviders, CrmConnectionReader, StartCrmAuthorisationHandler, CompleteCrmAuthorisationHandler, DisconnectCrmHandler, ChangeCrmSettingHandler, SendCrmTestLeadHandler],
})
export class CrmModule {}
