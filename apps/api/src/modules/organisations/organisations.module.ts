import { Module } from '@nestjs/common';
import { AddSampleDataController } from './commands/add-sample-data/add-sample-data.controller';
import { AddSampleDataHandler } from './commands/add-sample-data/add-sample-data.handler';
import { ChangeLifecycleController } from './commands/change-lifecycle/change-lifecycle.controller';
import { ChangeLifecycleHandler } from './commands/change-lifecycle/change-lifecycle.handler';
import { ChangeSubscriptionsController } from './commands/change-subscriptions/change-subscriptions.controller';
import { ChangeSubscriptionsHandler } from './commands/change-subscriptions/change-subscriptions.handler';
import { CreateOrganisationController } from './commands/create-organisation/create-organisation.controller';
import { CreateOrganisationHandler } from './commands/create-organisation/create-organisation.handler';
import { GetOrganisationController } from './queries/get-organisation/get-organisation.controller';
import { GetOrganisationHandler } from './queries/get-organisation/get-organisation.handler';
import { ListOrganisationsController } from './queries/list-organisations/list-organisations.controller';
import { ListOrganisationsHandler } from './queries/list-organisations/list-organisations.handler';
import { SubscriptionHistoryController } from './queries/subscription-history/subscription-history.controller';
import { SubscriptionHistoryHandler } from './queries/subscription-history/subscription-history.handler';
import { LifecycleTimers } from './services/lifecycle-timers';

/** Organisations, their subscription pool and their lifecycle with its timers (spec 000 superadmin tools). */
@Module({
  controllers: [CreateOrganisationController, GetOrganisationController, ChangeSubscriptionsController, SubscriptionHistoryController, ChangeLifecycleController, AddSampleDataController, ListOrganisationsController],
  providers: [CreateOrganisationHandler, GetOrganisationHandler, ChangeSubscriptionsHandler, SubscriptionHistoryHandler, ChangeLifecycleHandler, AddSampleDataHandler, ListOrganisationsHandler, LifecycleTimers],
  exports: [LifecycleTimers],
})
export class OrganisationsModule {}
