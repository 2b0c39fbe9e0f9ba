import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PersonMessagesModule } from '../person-messages/person-messages.module';
import { PersonSteps } from './person-steps';
import { BulkPeopleController } from './commands/bulk-people/bulk-people.controller';
import { BulkPeopleHandler } from './commands/bulk-people/bulk-people.handler';
import { ListPeopleIdsController } from './queries/list-people-ids/list-people-ids.controller';
import { AddCardController } from './commands/add-card/add-card.controller';
import { AddCardHandler } from './commands/add-card/add-card.handler';
import { AssignSubscriptionController } from './commands/assign-subscription/assign-subscription.controller';
import { AssignSubscriptionHandler } from './commands/assign-subscription/assign-subscription.handler';
import { DeletePersonController } from './commands/delete-person/delete-person.controller';
import { DeletePersonHandler } from './commands/delete-person/delete-person.handler';
import { RemoveSubscriptionController } from './commands/remove-subscription/remove-subscription.controller';
import { RemoveSubscriptionHandler } from './commands/remove-subscription/remove-subscription.handler';
import { SavePersonController } from './commands/save-person/save-person.controller';
import { SavePersonHandler } from './commands/save-person/save-person.handler';
import { GetPersonController } from './queries/get-person/get-person.controller';
import { GetPersonHandler } from './queries/get-person/get-person.handler';
import { ListPeopleController } from './queries/list-people/list-people.controller';
import { ListPeopleHandler } from './queries/list-people/list-people.handler';

/** People and their subscriptions (spec 001). */
@Module({
  imports: [IdentityModule, PersonMessagesModule],
  controllers: [
    ListPeopleController,
    GetPersonController,
    SavePersonController,
    DeletePersonController,
    AssignSubscriptionController,
    RemoveSubscriptionController,
    AddCardController,
    BulkPeopleController,
    ListPeopleIdsController,
  ],
  providers: [
    PersonSteps,
    BulkPeopleHandler,ListPeopleHandler, GetPersonHandler, SavePersonHandler, DeletePersonHandler, AssignSubscriptionHandler, RemoveSubscriptionHandler, AddCardHandler],
  exports: [PersonSteps],
})
export class PeopleModule {}
