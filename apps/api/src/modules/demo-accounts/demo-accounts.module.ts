import { Module } from '@nestjs/common';
import { OrganisationsModule } from '../organisations/organisations.module';
import { CreateDemoAccountController } from './commands/create-demo-account/create-demo-account.controller';
import { CreateDemoAccountHandler } from './commands/create-demo-account/create-demo-account.handler';
import { CreatePartnerDemoController } from './commands/create-partner-demo/create-partner-demo.controller';
import { CreatePartnerDemoHandler } from './commands/create-partner-demo/create-partner-demo.handler';
import { DemoInvites } from './services/demo-invites';
import { OrganisationOpening } from './services/organisation-opening';

/** Demo accounts (spec 002 "Demo and partner tools"): superadmins' demos with their invite, partners' demos for prospects. */
@Module({
  imports: [OrganisationsModule],
  controllers: [CreateDemoAccountController, CreatePartnerDemoController],
  providers: [OrganisationOpening, DemoInvites, CreateDemoAccountHandler, CreatePartnerDemoHandler],
  // The trial sign-up opens its organisation the same way.
  exports: [OrganisationOpening],
})
export class DemoAccountsModule {}
