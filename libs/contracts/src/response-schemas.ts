import { z } from 'zod';
import type { AcceptInviteResponse, AdminUser, AdminUsersPage, InviteView, MessageResponse } from './admin-users';
import { AUDIT_ACTIONS, type AuditPage } from './audit';
import type { DevMailboxResponse, EmailLinkResponse, ForgotPasswordResponse, MeResponse, MeUser, OidcProvidersResponse, ResetPasswordResponse, Session } from './auth';
import { OIDC_PROVIDERS } from './auth';
import type { ErrorBody } from './errors';
import type { MarkAllReadResponse, NotificationsResponse, UserNotification } from './notifications';
import type { SubscriptionHistoryItem } from './organisation';
import type { PersonCreatedResponse } from './people';
import type { SearchResults } from './search';
import type { BulkResult } from './subscriptions';
import type { WebhookLogEntry, WebhookLogList, WebhookSettings, WebhookTestResult } from './webhooks';

/**
 * What the api answers, as zod schemas: the OpenAPI document's response schemas (apps/api declares them
 * per route with @ApiContract), checked against every answer by the contract fuzzing. Each is typed
 * against the response type the api and the web already use, so the two cannot drift apart.
 *
 * Read-model views that other modules grow (organisation, person) are loose: their known fields are
 * checked, fields added later pass. The others are exact.
 */

/** Every error: the spec's shape, plus the code (and e-mail) of the sign-in refusals the web routes on. */
export const errorBodySchema = z
  .object({
    errorMessage: z.string(),
    errors: z.array(z.object({ path: z.string(), msg: z.string() })),
    code: z.string().optional(),
    email: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' }) satisfies z.ZodType<ErrorBody>;

/** A page of a list: `{ data, total, page, page_size }` (page 0-based). */
const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const messageResponseSchema = z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>;

/* Identity */

export const meUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    picture: z.string(),
    admin: z.boolean(),
    superadmin: z.boolean(),
    owner: z.boolean(),
    pending: z.boolean(),
    organisationId: z.string(),
    otherOrganisationIds: z.array(z.string()),
    emailNotifications: z.object({ weeklyAccountStats: z.boolean() }),
  })
  .meta({ id: 'MeUser' }) satisfies z.ZodType<MeUser>;

export const sessionSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string().optional(), expiresIn: z.number().int(), user: meUserSchema })
  .meta({ id: 'Session', description: 'refreshToken is absent in cookie mode (the x-profyle-session: cookie header).' }) satisfies z.ZodType<Session>;

export const meResponseSchema = z.object({
  user: meUserSchema,
  organisations: z.array(z.object({ id: z.string(), name: z.string(), isPartner: z.boolean(), isDemo: z.boolean() })),
}) satisfies z.ZodType<MeResponse>;

export const emailLinkResponseSchema = z.object({ email: z.string() }) satisfies z.ZodType<EmailLinkResponse>;
export const forgotPasswordResponseSchema = z.object({ sent: z.literal(true) }) satisfies z.ZodType<ForgotPasswordResponse>;
export const resetPasswordResponseSchema = z.object({ reset: z.literal(true), email: z.string() }) satisfies z.ZodType<ResetPasswordResponse>;
export const oidcProvidersResponseSchema = z.object({ providers: z.array(z.enum(OIDC_PROVIDERS)) }) satisfies z.ZodType<OidcProvidersResponse>;
export const supportAccessResponseSchema = z.object({ organisationId: z.string() });

export const devMailboxResponseSchema = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), links: z.array(z.string()), sentAt: z.string() })),
}) satisfies z.ZodType<DevMailboxResponse>;

/* Admin users, invites, audit */

export const adminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    picture: z.string(),
    pending: z.boolean(),
    owner: z.boolean(),
    guest: z.boolean(),
    organisationId: z.string(),
    other_org_ids: z.array(z.string()),
    superadmin: z.boolean(),
    admin: z.boolean(),
    last_invite_sent: z.string().nullable(),
    sendInviteAgainAt: z.string().nullable(),
    inviteId: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' }) satisfies z.ZodType<AdminUser>;

export const adminUsersPageSchema = pageOf(adminUserSchema) satisfies z.ZodType<AdminUsersPage>;
export const inviteViewSchema = z.object({ id: z.string(), email: z.string(), companyName: z.string(), senderEmail: z.string(), organisationId: z.string() }) satisfies z.ZodType<InviteView>;
export const acceptInviteResponseSchema = z.object({ organisationId: z.string() }) satisfies z.ZodType<AcceptInviteResponse>;

export const auditPageSchema = pageOf(
  z.object({
    id: z.string(),
    at: z.string(),
    by: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    data: z.looseObject({ email: z.string(), support: z.boolean().optional(), reason: z.string().optional(), method: z.string().optional() }),
  }),
) satisfies z.ZodType<AuditPage>;

/* Notifications, search */

export const userNotificationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    auto_popup: z.boolean(),
    dismissed: z.boolean(),
    deleted: z.boolean(),
    cta: z.object({ title: z.string(), action: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'UserNotification' }) satisfies z.ZodType<UserNotification>;
export const notificationsResponseSchema = z.object({ data: z.array(userNotificationSchema) }) satisfies z.ZodType<NotificationsResponse>;
export const markAllReadResponseSchema = z.object({ dismissed: z.number().int() }) satisfies z.ZodType<MarkAllReadResponse>;
export const deletedNotificationSchema = z.object({ id: z.string() });

export const searchResultsSchema = z.object({
  people: z.array(z.object({ objectID: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })),
  cards: z.array(z.looseObject({ objectID: z.string() })),
  organisations: z.array(z.object({ objectID: z.string(), name: z.string() })).optional(),
}) satisfies z.ZodType<SearchResults>;

/* Organisations, people, subscriptions */

export const organisationViewSchema = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    isDemo: z.boolean(),
    isPartner: z.boolean(),
    subscriptions: z.looseObject({ type: z.string(), purchased: z.number(), used: z.number() }),
    remainingSubscriptions: z.number(),
    nfcCards: z.looseObject({ purchased: z.number(), used: z.number() }),
    remainingNfcCards: z.number(),
    supportEmail: z.string().nullable(),
  })
  .meta({ id: 'Organisation' });
export const organisationCreatedSchema = z.object({ organisation_id: z.string() });
export const subscriptionsChangedSchema = z.object({ subscriptions: z.looseObject({ purchased: z.number(), used: z.number() }), remainingSubscriptions: z.number() });
export const subscriptionHistorySchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      action: z.enum(['subscriptions-added', 'subscriptions-removed']),
      by: z.string(),
      data: z.object({ change: z.number(), absolute: z.number(), reason: z.string() }),
    }) satisfies z.ZodType<SubscriptionHistoryItem>,
  ),
  total: z.number().int(),
});

const personSubscriptionSchema = z.looseObject({ type: z.string(), card_short_code: z.string().nullable() });
export const personListItemSchema = z
  .looseObject({
    person_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    position: z.string(),
    subscription: personSubscriptionSchema.nullable(),
    unverified: z.boolean(),
    tags: z.array(z.string()),
  })
  .meta({ id: 'PersonListItem' });
export const peoplePageSchema = pageOf(personListItemSchema);
export const personDetailSchema = z
  .looseObject({
    person_id: z.string(),
    organisation_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    position: z.string(),
    email: z.string(),
    password_set: z.boolean(),
    subscription: personSubscriptionSchema.nullable(),
  })
  .meta({ id: 'Person' });
export const personCreatedSchema = z.object({ personId: z.string() }) satisfies z.ZodType<PersonCreatedResponse>;
export const successSchema = z.object({ success: z.literal(true) });
export const bulkResultSchema = z.object({ results: z.array(z.object({ id: z.string(), name: z.string(), success: z.boolean(), error: z.string().nullable() })) }) satisfies z.ZodType<BulkResult>;

/* Webhooks */

export const webhookSettingsSchema = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    url: z.string(),
    secret: z.string(),
    events: z.array(z.string()),
    configured: z.boolean(),
    disabled_reason: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'WebhookSettings' }) satisfies z.ZodType<Omit<WebhookSettings, 'events' | 'disabled_reason'> & { events: string[]; disabled_reason: string | null }>;
export const webhookTestResultSchema = z.object({ messageId: z.string(), logId: z.string(), code: z.number().int(), isOk: z.boolean() }) satisfies z.ZodType<WebhookTestResult>;
const webhookLogSummaryShape = {
  id: z.string(),
  timestamp: z.string(),
  code: z.number().int(),
  isOk: z.boolean(),
  event: z.string(),
  message: z.string(),
  url: z.string(),
  method: z.literal('POST'),
  deleteAfter: z.string(),
  messageId: z.string(),
  attempt: z.number().int(),
};
export const webhookLogListSchema = z.object({ data: z.array(z.object(webhookLogSummaryShape)), total: z.number().int() }) satisfies z.ZodType<WebhookLogList>;
export const webhookLogEntrySchema = z.object({
  ...webhookLogSummaryShape,
  request: z.object({ headers: z.record(z.string(), z.string()), body: z.string() }),
  response: z.object({ status: z.number().int(), headers: z.record(z.string(), z.string()), body: z.string(), truncated: z.boolean() }).nullable(),
}) satisfies z.ZodType<WebhookLogEntry>;

/* Operations */

export const healthSchema = z.looseObject({
  status: z.enum(['ok', 'degraded']),
  mode: z.looseObject({ eventStore: z.string(), readStore: z.string(), projector: z.string() }),
  projections: z.array(z.looseObject({ name: z.string(), lag: z.number() })),
  maxLag: z.number(),
});
export const projectionRebuildSchema = z.object({ rebuilding: z.string() });
