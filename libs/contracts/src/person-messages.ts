import { z } from 'zod';
import { requiredText } from './schema-helpers';

/** The Profyle Academy is a series of 7 e-mails (spec 001 section 9), one every ACADEMY_INTERVAL_DAYS. */
export const ACADEMY_EMAIL_COUNT = 7;
export const ACADEMY_INTERVAL_DAYS = 2;

export const PUSH_TITLE_MAX_LENGTH = 100;
export const PUSH_BODY_MAX_LENGTH = 1000;

/** Texts of a person's messages that the spec does not word (its own are in PEOPLE_MESSAGES). */
export const PERSON_MESSAGE_TEXTS = {
  titleRequired: 'Please enter a title',
  bodyRequired: 'Please enter a message',
  titleTooLong: `The title must be ${PUSH_TITLE_MAX_LENGTH} characters or less`,
  bodyTooLong: `The message must be ${PUSH_BODY_MAX_LENGTH} characters or less`,
  pushUnavailable: 'Push notifications are not available for this person: they need a digital Profyle and a device registered for notifications',
  noProfyle: 'This person has no Profyle yet: assign a subscription first',
} as const;

/** POST /v1/enterprise/{orgId}/people/{id}/notification {title, body}: both non-blank (spec 001 section 5). */
export const pushNotificationBodySchema = z.object({
  title: requiredText(PERSON_MESSAGE_TEXTS.titleRequired).max(PUSH_TITLE_MAX_LENGTH, { error: PERSON_MESSAGE_TEXTS.titleTooLong }),
  body: requiredText(PERSON_MESSAGE_TEXTS.bodyRequired).max(PUSH_BODY_MAX_LENGTH, { error: PERSON_MESSAGE_TEXTS.bodyTooLong }),
});
export type PushNotificationBody = z.output<typeof pushNotificationBodySchema>;

/** GET .../people/{id}/wallet-urls: installation links, valid 28 days. */
export interface WalletUrls {
  ios: string;
  android: string;
}

/** GET .../people/{id}/toolkit-url: the cardholder's toolkit link, valid 28 days. */
export interface ToolkitUrl {
  toolkitUrl: string;
}

/** The wallet installation URLs export (the settings' Wallet tab): one row per person with a Profyle. */
export const WALLET_CSV_COLUMNS = ['person_id', 'first_name', 'last_name', 'email', 'digital_id', 'ios_url', 'android_url', 'expires_at'] as const;
