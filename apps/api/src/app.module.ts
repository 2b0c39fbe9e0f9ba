import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { EVENT_STORE, FILE_STORE, READ_STORE, STRIPE_CHECKOUT_PAGE_SOURCES } from '@profyle/infrastructure';
import { HealthController } from './health/health.controller';
import { DevMailboxModule } from './modules/dev-mailbox/dev-mailbox.module';
import { IdentityModule } from './modules/identity/identity.module';
import { AdminUsersModule } from './modules/admin-users/admin-users.module';
import { ApiReferenceModule } from './modules/api-reference/api-reference.module';
import { AuditModule } from './modules/audit/audit.module';
import { CardsModule } from './modules/cards/cards.module';
import { PersonMessagesModule } from './modules/person-messages/person-messages.module';
import { SchedulingModule } from './modules/scheduling/scheduling.module';
import { SearchModule } from './modules/search/search.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OperationsModule } from './modules/operations/operations.module';
import { OrganisationsModule } from './modules/organisations/organisations.module';
import { PeopleModule } from './modules/people/people.module';
import { LayoutsModule } from './modules/layouts/layouts.module';
import { ProfyleModule } from './modules/profyle/profyle.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { CrmModule } from './modules/crm/crm.module';
import { GroupsModule } from './modules/groups/groups.module';
import { LocationsModule } from './modules/locations/locations.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { CustomFieldsModule } from './modules/custom-fields/custom-fields.module';
import { SettingsModule } from './modules/settings/settings.module';
import { PeopleCsvModule } from './modules/people-csv/people-csv.module';
import { AffiliatesModule } from './modules/affiliates/affiliates.module';
import { DemoAccountsModule } from './modules/demo-accounts/demo-accounts.module';
import { OrdersModule } from './modules/orders/orders.module';
import { DesignsModule } from './modules/designs/designs.module';
import { ProductionModule } from './modules/production/production.module';
import { RegistrationModule } from './modules/registration/registration.module';
import { SelfServiceModule } from './modules/self-service/self-service.module';
import { TrialsModule } from './modules/trials/trials.module';
import { EventsModule } from './modules/events/events.module';
import { HistoryModule } from './modules/history/history.module';
import type { Runtime } from './runtime/runtime';
import { RUNTIME } from './runtime/runtime.tokens';
import { AuthGuard } from './shared/auth/auth.guard';
import { CurrentAccess } from './shared/auth/current-access';
import { OrganisationStatus } from './shared/auth/organisation-status';
import { TokenService } from './shared/auth/token.service';
import { CommandShell } from './shared/command-shell/command-shell';
import { ErrorFilter } from './shared/http/error.filter';
import { SecurityHeaders, withMapTiles } from './shared/http/security-headers';

/** The api: the runtime's adapters as global providers, every feature module, auth and errors app-wide. */
@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    const values = [
      { provide: RUNTIME, useValue: runtime },
      { provide: EVENT_STORE, useValue: runtime.eventStore },
      { provide: READ_STORE, useValue: runtime.readStore },
      { provide: FILE_STORE, useValue: runtime.files },
      { provide: CommandShell, useValue: runtime.shell },
      { provide: TokenService, useValue: runtime.tokens },
      { provide: SecurityHeaders, useValue: new SecurityHeaders(runtime.config.PUBLIC_URL, withMapTiles(runtime.config.PAYMENTS === 'stripe' ? STRIPE_CHECKOUT_PAGE_SOURCES : {}, runtime.config.MAP_TILE_URL)) },
    ];
    return {
      module: AppModule,
      global: true,
      imports: [CqrsModule.forRoot(), OrganisationsModule, PeopleModule, OperationsModule, WebhooksModule, IdentityModule, DevMailboxModule, AdminUsersModule, AuditModule, SearchModule, NotificationsModule, GroupsModule, LocationsModule, UploadsModule, CustomFieldsModule, SettingsModule, PeopleCsvModule, OrdersModule, DesignsModule, ProductionModule, LayoutsModule, ProfyleModule, ContactsModule, AnalyticsModule, EventsModule, CrmModule, ApiReferenceModule, HistoryModule, AffiliatesModule, DemoAccountsModule, SchedulingModule, CardsModule, PersonMessagesModule, RegistrationModule, SelfServiceModule, TrialsModule],
      controllers: [HealthController],
      providers: [...values, CurrentAccess, OrganisationStatus, { provide: APP_GUARD, useClass: AuthGuard }, { provide: APP_FILTER, useClass: ErrorFilter }],
      exports: [...values.map((v) => v.provide), CurrentAccess],
    };
  }
}
