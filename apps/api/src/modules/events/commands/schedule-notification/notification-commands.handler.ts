import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventNotificationView } from '@profyle/contracts';
import { eventDecider, eventStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { EventsReader } from '../../events-reader';
import { onNotification } from '../../event-streams';
import { NotificationDispatcher } from '../../notifications/notification-dispatcher';
import { CancelNotificationCommand, ChangeNotificationCommand, ScheduleNotificationCommand } from './notification-commands';

/** Schedules a notification on its own stream; the dispatcher picks it up at its send time. */
@CommandHandler(ScheduleNotificationCommand)
export class ScheduleNotificationHandler implements ICommandHandler<ScheduleNotificationCommand, EventNotificationView> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(EventsReader) private readonly reader: EventsReader,
    @Inject(NotificationDispatcher) private readonly dispatcher: NotificationDispatcher,
  ) {}

  async execute({ eventId, text, metadata }: ScheduleNotificationCommand): Promise<EventNotificationView> {
    const notificationId = randomUUID();
    // The event's own stream says whether it exists here (a read model could lag behind its creation).
    const { state } = await this.shell.load(eventStreamId(eventId), eventDecider);
    const eventFound = state.status === 'created' && state.organisationId === metadata.organisationId;
    const done = await this.shell.execute(onNotification({ type: 'ScheduleEventNotification', data: { notificationId, eventId, eventFound, ...text }, metadata }));
    await this.runtime.awaitProjections(done.position);
    this.dispatcher.wake();
    return this.reader.notification(metadata.organisationId, eventId, notificationId);
  }
}

@CommandHandler(ChangeNotificationCommand)
export class ChangeNotificationHandler implements ICommandHandler<ChangeNotificationCommand, EventNotificationView> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(EventsReader) private readonly reader: EventsReader,
    @Inject(NotificationDispatcher) private readonly dispatcher: NotificationDispatcher,
  ) {}

  async execute({ eventId, notificationId, text, metadata }: ChangeNotificationCommand): Promise<EventNotificationView> {
    const done = await this.shell.execute(onNotification({ type: 'ChangeEventNotification', data: { notificationId, eventId, ...text }, metadata }));
    await this.runtime.awaitProjections(done.position);
    this.dispatcher.wake();
    return this.reader.notification(metadata.organisationId, eventId, notificationId);
  }
}

@CommandHandler(CancelNotificationCommand)
export class CancelNotificationHandler implements ICommandHandler<CancelNotificationCommand, EventNotificationView> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(EventsReader) private readonly reader: EventsReader,
  ) {}

  async execute({ eventId, notificationId, metadata }: CancelNotificationCommand): Promise<EventNotificationView> {
    const done = await this.shell.execute(onNotification({ type: 'CancelEventNotification', data: { notificationId, eventId }, metadata }));
    await this.runtime.awaitProjections(done.position);
    return this.reader.notification(metadata.organisationId, eventId, notificationId);
  }
}
