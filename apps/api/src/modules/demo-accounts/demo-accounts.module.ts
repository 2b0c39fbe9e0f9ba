import { Module } from '@nestjs/common';
import { CreatePartnerDemoController } from './commands/create-partner-demo/create-partner-demo.controller';
import { CreatePartnerDemoHandler } from './commands/create-partner-demo/create-partner-demo.handler';
import { OrganisationsModule } from '../organisations/organisations.module';
import { OrganisationOpening } from './services/organisation-opening';

/** Demo accounts (spec 002 "Demo and partner tools"): partners' demos for prospects. */
@Module({
  imports: [OrganisationsModule],
  controllers: [CreatePartnerDemoController],
  providers: [OrganisationOpening, CreatePartnerDemoHandler],
})
export class DemoAccountsModule {}
