import type { EventBody } from '@profyle/contracts';
import { type EventCommand, eventDecider, type EventDetails, type EventNotificationCommand, eventNotificationDecider, eventNotificationStreamId, eventStreamId } from '@profyle/domain';

/** The shell's execution of a command on its event's stream. */
export const onEvent = (command: EventCommand) => ({ streamId: eventStreamId(command.data.eventId), decider: eventDecider, command });

/** The shell's execution of a command on its notification's stream. */
export const onNotification = (command: EventNotificationCommand) => ({ streamId: eventNotificationStreamId(command.data.notificationId), decider: eventNotificationDecider, command });

/** The form's wire names (spec 002 section 3) as the domain names the details. */
export const detailsOfBody = (body: EventBody): EventDetails => ({
  name: body.name,
  location: body.location,
  country: body.country || null,
  latitude: body.lat,
  longitude: body.lng,
  radius: body.radius,
  start: body.start,
  end: body.end,
  attendeeType: body.attendee_type,
  attendeeGroupIds: body.attendee_group_ids,
  attendeePeopleIds: body.attendee_people_ids,
  configId: body.configuration_id,
  customIntroEmailHtml: body.custom_intro_email_html,
  currency: body.currency || null,
  leadValue: body.lead_value,
  cost: body.cost,
});
