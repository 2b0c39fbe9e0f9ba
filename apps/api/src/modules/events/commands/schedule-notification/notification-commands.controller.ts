import { Body, Controller, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type EventNotificationView, eventNotificationViewSchema, notificationBodySchema } from '@profyle/contracts';
import type { CommandMetadata, NotificationText } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CancelNotificationCommand, ChangeNotificationCommand, ScheduleNotificationCommand } from './notification-commands';

const textOf = (body: unknown): NotificationText => {
  const { title, body: message, send_time } = validInput(notificationBodySchema, body);
  return { title, body: message, sendTime: send_time };
};

/**
 * Event notifications (spec 002 section 7): POST /v2/org/{orgId}/events/{eventId}/notifications
 * {title, body, send_time} (201 with the notification), PUT .../{id} while pending, PATCH .../{id}/cancel
 * while pending. Refusals name their field: 'Title is required', 'Send time must be in the future'.
 */
@Controller('v2/org/:orgId/events/:eventId/notifications')
export class NotificationCommandsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "Schedule a notification to the event's attendees", body: notificationBodySchema, responses: { 201: eventNotificationViewSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  schedule(@Param('eventId') eventId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<EventNotificationView> {
    return this.commands.execute(new ScheduleNotificationCommand(eventId.slice(0, 128), textOf(body), meta));
  }

  @ApiContract({ summary: 'Change a pending notification', body: notificationBodySchema, responses: { 200: eventNotificationViewSchema } })
  @Put(':notificationId')
  change(@Param('eventId') eventId: string, @Param('notificationId') notificationId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<EventNotificationView> {
    return this.commands.execute(new ChangeNotificationCommand(eventId.slice(0, 128), notificationId.slice(0, 128), textOf(body), meta));
  }

  @ApiContract({ summary: 'Cancel a pending notification', responses: { 200: eventNotificationViewSchema } })
  @Patch(':notificationId/cancel')
  cancel(@Param('eventId') eventId: string, @Param('notificationId') notificationId: string, @CommandMeta() meta: CommandMetadata): Promise<EventNotificationView> {
    return this.commands.execute(new CancelNotificationCommand(eventId.slice(0, 128), notificationId.slice(0, 128), meta));
  }
}
