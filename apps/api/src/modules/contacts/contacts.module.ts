import { Module } from '@nestjs/common';
import { OrganisationClock } from '../analytics/organisation-clock';
import { ContactCommandRunner } from './contact-command-runner';
import { ContactsReader } from './contacts-reader';
import { ChangeContactCompanyController } from './commands/change-contact-company/change-contact-company.controller';
import { ChangeContactCompanyHandler } from './commands/change-contact-company/change-contact-company.handler';
import { ChangeContactFieldController } from './commands/change-contact-field/change-contact-field.controller';
import { ChangeContactFieldHandler } from './commands/change-contact-field/change-contact-field.handler';
import { ChangeContactTagsController } from './commands/change-contact-tags/change-contact-tags.controller';
import { ChangeContactTagsHandler } from './commands/change-contact-tags/change-contact-tags.handler';
import { CompleteFollowUpController } from './commands/complete-follow-up/complete-follow-up.controller';
import { CompleteFollowUpHandler } from './commands/complete-follow-up/complete-follow-up.handler';
import { IssueFollowUpTokenController } from './commands/issue-follow-up-token/issue-follow-up-token.controller';
import { IssueFollowUpTokenHandler } from './commands/issue-follow-up-token/issue-follow-up-token.handler';
import { AvailableTagsController } from './queries/available-tags/available-tags.controller';
import { ExportContactsController } from './queries/export-contacts/export-contacts.controller';
import { GetContactController } from './queries/get-contact/get-contact.controller';
import { IntroStatisticsController } from './queries/intro-statistics/intro-statistics.controller';
import { ListContactsController } from './queries/list-contacts/list-contacts.controller';
import { ListContactsHandler } from './queries/list-contacts/list-contacts.handler';

/** Contacts (introductions), spec 002: lists, detail, statistics, tags, corrections, the follow-up, the CSV. */
@Module({
  controllers: [
    ListContactsController,
    GetContactController,
    IntroStatisticsController,
    AvailableTagsController,
    ExportContactsController,
    ChangeContactTagsController,
    ChangeContactCompanyController,
    ChangeContactFieldController,
    IssueFollowUpTokenController,
    CompleteFollowUpController,
  ],
  providers: [
    OrganisationClock,
    ContactsReader,
    ContactCommandRunner,
    ListContactsHandler,
    ChangeContactTagsHandler,
    ChangeContactCompanyHandler,
    ChangeContactFieldHandler,
    IssueFollowUpTokenHandler,
    CompleteFollowUpHandler,
  ],
})
export class ContactsModule {}
