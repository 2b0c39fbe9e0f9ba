import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { personDecider, personStreamId } from '@profyle/domain';
import { createGeocoder, GEOCODER, MAILER, type Mailer, PUSH_SENDER } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { IdentityModule } from '../identity/identity.module';
import { LayoutsModule } from '../layouts/layouts.module';
import { PersonMessagesModule } from '../person-messages/person-messages.module';
import { ChangeEventController } from './commands/change-event/change-event.controller';
import { ChangeEventHandler, DeleteEventHandler } from './commands/change-event/change-event.handler';
import { CreateEventController } from './commands/create-event/create-event.controller';
import { CreateEventHandler } from './commands/create-event/create-event.handler';
import { DirectoryEventController } from './commands/directory-event/directory-event.controller';
import { DummyEventsController } from './commands/dummy-events/dummy-events.controller';
import { NotificationCommandsController } from './commands/schedule-notification/notification-commands.controller';
import { CancelNotificationHandler, ChangeNotificationHandler, ScheduleNotificationHandler } from './commands/schedule-notification/notification-commands.handler';
import { EventReferencesReader } from './event-references';
import { EventsReader } from './events-reader';
import { AttendeeDirectory } from './notifications/attendee-directory';
import { ATTENDEE_PUSH, type AttendeePush, NotificationChannels, type WithdrawGoneDevice } from './notifications/notification-channels';
import { NotificationDispatcher, SCHEDULER_ACTOR } from './notifications/notification-dispatcher';
import { NotificationRecipientsReader } from './notifications/notification-recipients';
import { GeocodeController } from './queries/geocode/geocode.controller';
import { GetEventController } from './queries/get-event/get-event.controller';
import { ListEventsController } from './queries/list-events/list-events.controller';

/**
 * Events and event notifications (spec 002 "Events"): the event aggregate and its routes, the directory's
 * service endpoint, dummy data, the location search through the geocoding port, and the notification
 * dispatcher every api process runs (NOTIFICATIONS_WORKER) to send due notifications by push and e-mail.
 * Controllers with fixed paths come before those with an :eventId in the same place.
 */
@Module({
  imports: [IdentityModule, LayoutsModule, PersonMessagesModule],
  controllers: [DummyEventsController, ListEventsController, CreateEventController, ChangeEventController, GetEventController, NotificationCommandsController, DirectoryEventController, GeocodeController],
  providers: [
    EventsReader,
    EventReferencesReader,
    NotificationRecipientsReader,
    CreateEventHandler,
    ChangeEventHandler,
    DeleteEventHandler,
    ScheduleNotificationHandler,
    ChangeNotificationHandler,
    CancelNotificationHandler,
    { provide: GEOCODER, useFactory: (runtime: Runtime) => createGeocoder(runtime.config), inject: [RUNTIME] },
    // The process's push port (PUSH=captured|fcm), shared with the person messages.
    { provide: ATTENDEE_PUSH, useExisting: PUSH_SENDER },
    { provide: AttendeeDirectory, useFactory: (runtime: Runtime) => new AttendeeDirectory(runtime.readStore, runtime.eventStore), inject: [RUNTIME] },
    {
      provide: NotificationDispatcher,
      useFactory: (runtime: Runtime, mailer: Mailer, push: AttendeePush | null, directory: AttendeeDirectory) => {
        const logger = new Logger('event-notifications');
        const withdrawGoneDevice: WithdrawGoneDevice = async ({ organisationId, personId, notificationId }) => {
          const metadata = { organisationId, actor: SCHEDULER_ACTOR, correlationId: notificationId, now: new Date().toISOString() };
          await runtime.shell.execute({ streamId: personStreamId(personId), decider: personDecider, command: { type: 'ChangePushToken', data: { personId, token: null }, metadata } });
          logger.warn(`push token of person ${personId} withdrawn: the provider no longer knows the device`);
        };
        return new NotificationDispatcher(runtime.eventStore, runtime.readStore, directory, new NotificationChannels(mailer, push, undefined, withdrawGoneDevice), {
          intervalMs: runtime.config.NOTIFICATIONS_INTERVAL_MS,
          log: (message) => logger.warn(message),
        });
      },
      inject: [RUNTIME, MAILER, ATTENDEE_PUSH, AttendeeDirectory],
    },
  ],
  exports: [EventsReader, GEOCODER],
})
export class EventsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(NotificationDispatcher) private readonly dispatcher: NotificationDispatcher,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onApplicationBootstrap(): void {
    if (this.runtime.config.NOTIFICATIONS_WORKER) this.dispatcher.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.stop();
  }
}
