import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../../shared';
import { IDENTITY_ERROR_CODES as CODES, IDENTITY_ERROR_MESSAGES as MESSAGES } from '../identity.messages';

/** One user's notification centre: `usernotifications-<userId>`. */
export type NotificationCta = { title: string; action: string };

export type NotificationCreated = DomainEvent<
  'NotificationCreated',
  { userId: string; notificationId: string; title: string; body: string; autoPopup: boolean; cta: NotificationCta | null; createdAt: string }
>;
export type NotificationDismissed = DomainEvent<'NotificationDismissed', { userId: string; notificationId: string; dismissedAt: string }>;
export type NotificationDeleted = DomainEvent<'NotificationDeleted', { userId: string; notificationId: string; deletedAt: string }>;
export type UserNotificationEvent = NotificationCreated | NotificationDismissed | NotificationDeleted;
export const USER_NOTIFICATION_EVENT_TYPES: readonly UserNotificationEvent['type'][] = ['NotificationCreated', 'NotificationDismissed', 'NotificationDeleted'];

export type CreateNotification = Command<
  'CreateNotification',
  { userId: string; notificationId: string; title: string; body: string; autoPopup?: boolean; cta?: NotificationCta | null },
  CommandMetadata
>;
export type DismissNotification = Command<'DismissNotification', { userId: string; notificationId: string }, CommandMetadata>;
export type DeleteNotification = Command<'DeleteNotification', { userId: string; notificationId: string }, CommandMetadata>;
/** Mark all read: one NotificationDismissed per notification still new. */
export type DismissAllNotifications = Command<'DismissAllNotifications', { userId: string }, CommandMetadata>;
export type UserNotificationCommand = CreateNotification | DismissNotification | DeleteNotification | DismissAllNotifications;

export interface UserNotificationsState {
  /** Notification id to whether it is dismissed; deleted ones are gone. */
  notifications: ReadonlyMap<string, { dismissed: boolean }>;
}

export const USER_NOTIFICATIONS_STREAM_CATEGORY = 'usernotifications';

/** `usernotifications-<userId>` */
export const userNotificationsStreamId = (userId: string): string => streamId(USER_NOTIFICATIONS_STREAM_CATEGORY, userId);

const evolveUserNotifications = (state: UserNotificationsState, event: UserNotificationEvent): UserNotificationsState => {
  const notifications = new Map(state.notifications);
  switch (event.type) {
    case 'NotificationCreated':
      notifications.set(event.data.notificationId, { dismissed: false });
      break;
    case 'NotificationDismissed':
      notifications.set(event.data.notificationId, { dismissed: true });
      break;
    case 'NotificationDeleted':
      notifications.delete(event.data.notificationId);
      break;
    default:
      return assertNever(event);
  }
  return { notifications };
};

const notFound = () => new DomainError(CODES.notificationNotFound, MESSAGES.notificationNotFound, 'not_found');

const decideUserNotifications = (command: UserNotificationCommand, state: UserNotificationsState): UserNotificationEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'CreateNotification': {
      const { userId, notificationId, title, body, autoPopup = false, cta = null } = command.data;
      if (state.notifications.has(notificationId)) throw new DomainError(CODES.notificationExists, 'Notification already exists', 'conflict');
      return [{ type: 'NotificationCreated', data: { userId, notificationId, title, body, autoPopup, cta, createdAt: now } }];
    }
    case 'DismissNotification': {
      const { userId, notificationId } = command.data;
      const current = state.notifications.get(notificationId);
      if (!current) throw notFound();
      return current.dismissed ? [] : [{ type: 'NotificationDismissed', data: { userId, notificationId, dismissedAt: now } }];
    }
    case 'DeleteNotification': {
      const { userId, notificationId } = command.data;
      if (!state.notifications.has(notificationId)) throw notFound();
      return [{ type: 'NotificationDeleted', data: { userId, notificationId, deletedAt: now } }];
    }
    case 'DismissAllNotifications':
      return [...state.notifications]
        .filter(([, n]) => !n.dismissed)
        .map(([notificationId]) => ({ type: 'NotificationDismissed' as const, data: { userId: command.data.userId, notificationId, dismissedAt: now } }));
    default:
      return assertNever(command);
  }
};

export const userNotificationsDecider: Decider<UserNotificationCommand, UserNotificationEvent, UserNotificationsState> = {
  initialState: () => ({ notifications: new Map() }),
  evolve: evolveUserNotifications,
  decide: decideUserNotifications,
};
