import { Module } from '@nestjs/common';
import { ChangeSubscriptionsController } from './commands/change-subscriptions/change-subscriptions.controller';
import { ChangeSubscriptionsHandler } from './commands/change-subscriptions/change-subscriptions.handler';
import { CreateOrganisationController } from './commands/create-organisation/create-organisation.controller';
import { CreateOrganisationHandler } from './commands/create-organisation/create-organisation.handler';
import { GetOrganisationController } from './queries/get-organisation/get-organisation.controller';
import { GetOrganisationHandler } from './queries/get-organisation/get-organisation.handler';
import { SubscriptionHistoryController } from './queries/subscription-history/subscription-history.controller';
import { SubscriptionHistoryHandler } from './queries/subscription-history/subscription-history.handler';

/** Organisations and their subscription pool (spec 000 superadmin tools). */
@Module({
  controllers: [CreateOrganisationController, GetOrganisationController, ChangeSubscriptionsController, SubscriptionHistoryController],
  providers: [CreateOrganisationHandler, GetOrganisationHandler, ChangeSubscriptionsHandler, SubscriptionHistoryHandler],
})
export class OrganisationsModule {}
