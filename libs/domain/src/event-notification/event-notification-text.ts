import type { FieldError } from '../shared';
import type { NotificationText } from './event-notification.commands';
import { EVENT_NOTIFICATION_MESSAGES as M, NOTIFICATION_LIMITS, NOTIFICATION_SOFT_LIMITS } from './event-notification.messages';

/** Texts trimmed, the time as an ISO instant (spec 002 section 5). */
export const normaliseNotificationText = (text: NotificationText): NotificationText => ({
  title: text.title.trim(),
  body: text.body.trim(),
  sendTime: text.sendTime.trim() !== '' && !Number.isNaN(Date.parse(text.sendTime)) ? new Date(text.sendTime).toISOString() : text.sendTime.trim(),
});

/** Every problem at once: title, message and send time required, the send time in the future. */
export const notificationTextProblems = (raw: NotificationText, now: string): FieldError[] => {
  const text = normaliseNotificationText(raw);
  const problems: FieldError[] = [];
  if (text.title === '') problems.push({ path: 'title', msg: M.titleRequired });
  else if (text.title.length > NOTIFICATION_LIMITS.title) problems.push({ path: 'title', msg: M.titleTooLong });
  if (text.body === '') problems.push({ path: 'body', msg: M.messageRequired });
  else if (text.body.length > NOTIFICATION_LIMITS.body) problems.push({ path: 'body', msg: M.messageTooLong });
  if (text.sendTime === '') problems.push({ path: 'send_time', msg: M.sendTimeRequired });
  else if (Number.isNaN(Date.parse(text.sendTime))) problems.push({ path: 'send_time', msg: M.sendTimeInvalid });
  else if (text.sendTime <= now) problems.push({ path: 'send_time', msg: M.sendTimeInFuture });
  return problems;
};

/** The soft notes: kept texts that mobiles may cut short. */
export const notificationTextNotes = (text: Pick<NotificationText, 'title' | 'body'>): FieldError[] => [
  ...(text.title.trim().length > NOTIFICATION_SOFT_LIMITS.title ? [{ path: 'title', msg: M.titleSoftNote }] : []),
  ...(text.body.trim().length > NOTIFICATION_SOFT_LIMITS.body ? [{ path: 'body', msg: M.messageSoftNote }] : []),
];

/**
 * The send time a new notification starts with (spec 002 section 5): the event's start when that is
 * still ahead and the event has no notification yet, otherwise one hour from now.
 */
export const defaultSendTime = (now: string, eventStart: string, notificationCount: number): string => {
  const start = Date.parse(eventStart);
  if (notificationCount === 0 && Number.isFinite(start) && start > Date.parse(now)) return new Date(start).toISOString();
  return new Date(Date.parse(now) + 3_600_000).toISOString();
};
