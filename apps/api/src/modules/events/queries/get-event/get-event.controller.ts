import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type DeliveryLogsPage,
  deliveriesQuerySchema,
  deliveryLogsPageSchema,
  type EventNotificationView,
  eventNotificationsSchema,
  eventNotificationViewSchema,
  type EventDetailView,
  eventDetailViewSchema,
  type NotificationRecipients,
  notificationRecipientsSchema,
  type RelatedContacts,
  relatedContactsSchema,
} from '@profyle/contracts';
import { defaultSendTime } from '@profyle/domain';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { EventsReader } from '../../events-reader';
import { NotificationRecipientsReader } from '../../notifications/notification-recipients';

/**
 * One event and its notifications (spec 002 "Event detail details"): GET /v2/org/{orgId}/events/{eventId},
 * .../notifications (send time ascending), .../notifications/recipients (who they reach now and the
 * default send time), .../notifications/{id} and .../notifications/{id}/deliveries (the delivery log).
 */
@Controller('v2/org/:orgId/events/:eventId')
export class GetEventController {
  constructor(
    @Inject(EventsReader) private readonly reader: EventsReader,
    @Inject(NotificationRecipientsReader) private readonly recipients: NotificationRecipientsReader,
  ) {}

  @ApiContract({ summary: 'One event with its status, counters, value, and the names of its attendees and layout', responses: { 200: eventDetailViewSchema } })
  @Get()
  one(@Param('orgId') orgId: string, @Param('eventId') eventId: string): Promise<EventDetailView> {
    return this.reader.detail(orgId, eventId.slice(0, 128), new Date().toISOString());
  }

  @ApiContract({ summary: 'The contacts captured during the event, newest first (at most 1,000)', responses: { 200: relatedContactsSchema } })
  @Get('contacts')
  contacts(@Param('orgId') orgId: string, @Param('eventId') eventId: string): Promise<RelatedContacts> {
    return this.reader.relatedContacts(orgId, eventId.slice(0, 128));
  }

  @ApiContract({ summary: "The event's notifications, send time ascending", responses: { 200: eventNotificationsSchema } })
  @Get('notifications')
  async notifications(@Param('orgId') orgId: string, @Param('eventId') eventId: string): Promise<{ data: EventNotificationView[] }> {
    return { data: await this.reader.notifications(orgId, eventId.slice(0, 128)) };
  }

  @ApiContract({ summary: "Who a new notification would reach (the event's attendees now) and its default send time", responses: { 200: notificationRecipientsSchema } })
  @Get('notifications/recipients')
  async recipientsOf(@Param('orgId') orgId: string, @Param('eventId') eventId: string): Promise<NotificationRecipients> {
    const now = new Date().toISOString();
    const event = await this.reader.doc(orgId, eventId.slice(0, 128));
    const [summary, existing] = await Promise.all([this.recipients.summary(event), this.reader.notifications(orgId, event.id)]);
    return { ...summary, defaultSendTime: defaultSendTime(now, event.start, existing.length) };
  }

  @ApiContract({ summary: 'One notification', responses: { 200: eventNotificationViewSchema } })
  @Get('notifications/:notificationId')
  notification(@Param('orgId') orgId: string, @Param('eventId') eventId: string, @Param('notificationId') notificationId: string): Promise<EventNotificationView> {
    return this.reader.notification(orgId, eventId.slice(0, 128), notificationId.slice(0, 128));
  }

  @ApiContract({ summary: "A notification's delivery log (email, sent at, push and e-mail status per recipient)", query: deliveriesQuerySchema, responses: { 200: deliveryLogsPageSchema } })
  @Get('notifications/:notificationId/deliveries')
  deliveries(@Param('orgId') orgId: string, @Param('eventId') eventId: string, @Param('notificationId') notificationId: string, @Query() query: Record<string, unknown>): Promise<DeliveryLogsPage> {
    const { page, pageSize } = validInput(deliveriesQuerySchema, query);
    return this.reader.deliveries(orgId, eventId.slice(0, 128), notificationId.slice(0, 128), { skip: page * pageSize, limit: pageSize });
  }
}
