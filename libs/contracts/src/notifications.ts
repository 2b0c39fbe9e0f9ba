/**
 * The notification centre in the top bar (spec 000 section 2, spec 001 section 3, User notification).
 * Tabs New (not dismissed) and All; deleted notifications are never listed.
 *
 * - GET /v1/notifications -> NotificationsResponse, newest first, the signed-in user's own.
 * - POST /v1/notifications/{id}/dismiss -> 200 UserNotification | 404.
 * - DELETE /v1/notifications/{id} -> 200 {id} | 404.
 * - POST /v1/notifications/mark-all-read -> 200 {dismissed: n}.
 *
 * A welcome notification is created when a user registers (accepts an invite).
 */

/** The list truncates a title to 36 characters and a body to 120 (spec 000 section 2). */
export const NOTIFICATION_TITLE_PREVIEW_LENGTH = 36;
export const NOTIFICATION_BODY_PREVIEW_LENGTH = 120;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  welcomeTitle: 'Welcome to the Profyle admin portal',
  welcomeBody: (companyName: string): string =>
    `You are now an admin of ${companyName}. Add your people, give them a subscription and order NFC cards from the dashboard.`,
  welcomeCta: 'Go to the dashboard',
} as const;

export interface UserNotification {
  id: string;
  title: string;
  body: string;
  /** Open it as soon as it arrives. */
  auto_popup: boolean;
  /** Read: leaves the New tab. */
  dismissed: boolean;
  deleted: boolean;
  cta: { title: string; action: string } | null;
  created_at: string;
}

export interface NotificationsResponse {
  data: UserNotification[];
}

export interface MarkAllReadResponse {
  dismissed: number;
}
