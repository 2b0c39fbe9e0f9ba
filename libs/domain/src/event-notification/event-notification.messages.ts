/** Event notifications' texts (spec 002 sections 4, 5, 8 and 9) and the rest worded in the same style. */
export const EVENT_NOTIFICATION_ERROR_CODES = {
  notFound: 'event_notification.not_found',
  exists: 'event_notification.exists',
  invalid: 'event_notification.invalid',
  notPending: 'event_notification.not_pending',
  notDue: 'event_notification.not_due',
  notClaimed: 'event_notification.not_claimed',
  notStarted: 'event_notification.not_started',
} as const;

/** Soft limits: longer texts are kept, with a note (spec 002 sections 5 and 9). */
export const NOTIFICATION_SOFT_LIMITS = { title: 26, body: 170 } as const;
/** Hard limits of what is kept. */
export const NOTIFICATION_LIMITS = { title: 100, body: 2000, listTitle: 80 } as const;
/** A claim holds this long unless the sender renews it with each batch it records. */
export const NOTIFICATION_LEASE_MS = 60_000;
/** After this many claims (each a worker that stopped mid-send) the notification is given up as an error. */
export const NOTIFICATION_MAX_ATTEMPTS = 5;

export const EVENT_NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  exists: 'Notification already exists',
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  sendTimeRequired: 'Send time is required',
  sendTimeInvalid: 'Send time is not a valid date',
  sendTimeInFuture: 'Send time must be in the future',
  titleTooLong: `Title must be ${NOTIFICATION_LIMITS.title} characters or less`,
  messageTooLong: `Message must be ${NOTIFICATION_LIMITS.body} characters or less`,
  titleSoftNote: `Titles over ${NOTIFICATION_SOFT_LIMITS.title} characters may be truncated on mobile devices`,
  messageSoftNote: `Messages over ${NOTIFICATION_SOFT_LIMITS.body} characters may be truncated on mobile devices; the full message is in the e-mail`,
  notPending: 'Only a pending notification can be changed or cancelled',
  notDue: 'The notification is not due',
  notClaimed: 'The notification is not being sent by this worker',
  notStarted: 'A delivery can only be recorded for a recipient whose batch was started',
  gaveUp: `Sending stopped ${NOTIFICATION_MAX_ATTEMPTS} times: given up`,
  errorCreating: 'Error creating notification',
  scheduled: (title: string): string => `Notification scheduled: ${title}`,
  cancelConfirmation: 'Are you sure you want to cancel this notification? This action cannot be undone.',
  cancelled: 'Notification cancelled successfully',
  errorCancelling: 'Error cancelling notification',
  noneSent: 'No notifications have been sent',
} as const;
