import { z } from 'zod';
import { CARD_SHORT_CODE_LENGTH, normaliseCardShortCode, type SubscriptionType } from '@profyle/domain';
import { PEOPLE_MESSAGES, SUBSCRIPTION_MESSAGES, SUPERADMIN_SUBSCRIPTION_MESSAGES } from './messages';
import { always, isObject, requiredText } from './schema-helpers';
import { boundedString, TEXT_LIMITS } from './text-rules';

const HEX = /^[0-9A-F]*$/;

/** Upper-cased and trimmed, as the assign form does while typing; '' when absent. */
const cardShortCode = () =>
  z
    .string()
    .max(TEXT_LIMITS.shortText, { error: SUBSCRIPTION_MESSAGES.cardShortCodeLength })
    .nullish()
    .transform((value) => normaliseCardShortCode(value ?? ''));

/** The message for a short code that is not six hex characters, or null (length first, then hex). */
export const cardShortCodeMessage = (code: string): string | null => {
  if (code.length !== CARD_SHORT_CODE_LENGTH) return SUBSCRIPTION_MESSAGES.cardShortCodeLength;
  if (!HEX.test(code)) return SUBSCRIPTION_MESSAGES.cardShortCodeHex;
  return null;
};

const checkCardShortCode = (code: unknown, ctx: z.RefinementCtx): void => {
  if (typeof code !== 'string') return;
  const message = cardShortCodeMessage(code);
  if (message !== null) ctx.addIssue({ code: 'custom', path: ['card_short_code'], message });
};

/**
 * PUT .../people/{personId}/assign-subscription. The card short code is needed only for nfc and is
 * null in the parsed body for digital.
 */
export const assignSubscriptionBodySchema = z
  .object({
    type: z.enum(['digital', 'nfc'], { error: SUBSCRIPTION_MESSAGES.typeRequired }),
    card_short_code: cardShortCode(),
    send_email: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (isObject(body) && body.type === 'nfc') checkCardShortCode(body.card_short_code, ctx);
  }, always)
  .transform((body): { type: SubscriptionType; card_short_code: string | null; send_email: boolean } => ({
    ...body,
    card_short_code: body.type === 'nfc' ? body.card_short_code : null,
  }));
export type AssignSubscriptionBody = z.output<typeof assignSubscriptionBodySchema>;

/** PUT .../people/{personId}/add-card: a card for a person who already holds a subscription. */
export const addCardBodySchema = z
  .object({ card_short_code: cardShortCode(), send_email: z.boolean().default(true) })
  .superRefine((body, ctx) => {
    if (isObject(body)) checkCardShortCode(body.card_short_code, ctx);
  }, always);
export type AddCardBody = z.output<typeof addCardBodySchema>;

/** The superadmin tool's default count (spec 000 section 9). */
export const DEFAULT_SUBSCRIPTIONS_CHANGE_COUNT = 20;

/** A count typed into a form may arrive as a numeric string. */
const toNumber = (value: unknown): unknown => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** POST /v1/enterprise/{orgId}/subscriptions/add and /subscriptions/remove (superadmin). */
export const subscriptionsChangeBodySchema = z.object({
  count: z
    .preprocess(
      toNumber,
      z
        .number({ error: SUPERADMIN_SUBSCRIPTION_MESSAGES.invalidCount })
        .int({ error: SUPERADMIN_SUBSCRIPTION_MESSAGES.invalidCount })
        .positive({ error: SUPERADMIN_SUBSCRIPTION_MESSAGES.invalidCount }),
    )
    .default(DEFAULT_SUBSCRIPTIONS_CHANGE_COUNT),
  reason: requiredText(SUPERADMIN_SUBSCRIPTION_MESSAGES.reasonRequired, { label: 'Reason', max: TEXT_LIMITS.longText, multiline: true }),
});
export type SubscriptionsChangeBody = z.output<typeof subscriptionsChangeBodySchema>;

export const SELECT_PEOPLE_MESSAGE = 'Please select at least one person';

/**
 * Rows per bulk request. A larger selection is sent in batches of at most this many (the portal shows
 * the progress), so no request is held open for long and every batch answers its own rows.
 */
export const BULK_MAX_ROWS = 500;
export const BULK_TOO_MANY_MESSAGE = `At most ${BULK_MAX_ROWS} people per request: send a larger selection in batches`;

const peopleIds = () =>
  z
    .array(boundedString({ label: 'Person', max: TEXT_LIMITS.id }).trim().min(1), { error: SELECT_PEOPLE_MESSAGE })
    .min(1, { error: SELECT_PEOPLE_MESSAGE })
    .max(BULK_MAX_ROWS, { error: BULK_TOO_MANY_MESSAGE })
    .transform((ids) => [...new Set(ids)]);

/** POST .../bulk-assign-subscriptions: a dry run answers what would happen without doing it. */
export const bulkAssignSubscriptionsBodySchema = z.object({
  peopleIds: peopleIds(),
  dryRun: z.boolean().default(false),
  sendEmail: z.boolean().default(true),
  /**
   * A dry run of a selection sent in batches: how many subscriptions the earlier batches would take, so
   * this batch's rows are previewed as if they had (rows past the pool answer no_subscriptions).
   */
  reserved: z.number().int().min(0).max(1_000_000).default(0),
});
export type BulkAssignSubscriptionsBody = z.output<typeof bulkAssignSubscriptionsBodySchema>;

/** POST .../bulk-remove-subscriptions, bulk-delete-people, bulk-send-welcome-email, bulk-send-academy-emails. */
export const bulkPeopleBodySchema = z.object({ peopleIds: peopleIds() });
export type BulkPeopleBody = z.output<typeof bulkPeopleBodySchema>;

/** POST .../bulk-move-group. */
export const bulkMoveGroupBodySchema = z.object({
  peopleIds: peopleIds(),
  groupId: requiredText(PEOPLE_MESSAGES.moveGroupRequired, { label: 'Group', max: TEXT_LIMITS.id }),
});
export type BulkMoveGroupBody = z.output<typeof bulkMoveGroupBodySchema>;

/**
 * One row of a bulk result. `error` is the domain code for the refusals the spec names per row
 * (has_subscription, no_subscriptions, no_subscription), else the error message; null on success.
 */
export interface BulkResultRow {
  id: string;
  name: string;
  success: boolean;
  error: string | null;
}

export interface BulkResult {
  results: BulkResultRow[];
}

/** Spec texts for the bulk per-row codes. */
export const BULK_ROW_ERROR_MESSAGES: Readonly<Record<'has_subscription' | 'no_subscriptions' | 'no_subscription', string>> = {
  has_subscription: SUBSCRIPTION_MESSAGES.hasSubscription,
  no_subscriptions: SUBSCRIPTION_MESSAGES.noSubscriptions,
  no_subscription: SUBSCRIPTION_MESSAGES.noSubscription,
};

