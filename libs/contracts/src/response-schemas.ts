import { z } from 'zod';
import { BLOCK_ALIGNMENTS, BLOCK_ICONS, BLOCK_SIZES, BLOCK_TYPES, BRANDING_COLOURS, BUTTON_STYLES, CUSTOM_FIELD_KINDS, CUSTOM_FIELD_TYPES, VIDEO_PROVIDERS } from '@profyle/domain';
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
import type { CardAddedAndAssigned, CardAllocationResults, CardDetail, CardListItem, CardsPage, FreeCardAllocated, GeneratedCards } from './cards';
import type { ToolkitUrl, WalletUrls } from './person-messages';
import type { CustomFieldsPage, CustomFieldView } from './custom-fields';
import type { GroupDetail, GroupSaved, GroupsPage, GroupView } from './groups';
import type { LocationDetail, LocationHistoryEntry, LocationsPage, LocationView } from './locations';
import type { LayoutList, LayoutView } from './layouts';
import type { ImportAnswer } from './people-csv';
import type { SettingsAuditPage } from './settings';
import { IMAGE_TYPES, type UploadedImage } from './uploads';
import type { AffiliateOffer, AffiliatesPage, AffiliateView } from './affiliates';
import type { DemoAccountCreated, PartnerDemoCreated } from './demo-accounts';
import type { SampleDataResult } from './organisation-lifecycle';
import type { OrganisationListItem, OrganisationsPage } from './organisations-list';
import { integrationLogPartsSchema, type WebhookLogEntry, type WebhookLogList, type WebhookReplayResult, type WebhookSettings, type WebhookTestResult } from './webhooks';

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
    registering: z.boolean(),
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
  cards: z.array(z.object({ objectID: z.string(), short_id: z.string(), name: z.string().nullable(), lost: z.boolean() })),
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
export const bulkResultSchema = z.object({ success: z.boolean(), results: z.array(z.object({ id: z.string(), name: z.string(), success: z.boolean(), error: z.string().nullable() })) }) satisfies z.ZodType<BulkResult & { success: boolean }>;
/** The ids of every person matching the people list's filters, in list order (bulk actions on all of them). */
export const peopleIdsSchema = z.object({ ids: z.array(z.string()), total: z.number().int() });
export const walletUrlsSchema = z.object({ ios: z.string(), android: z.string() }) satisfies z.ZodType<WalletUrls>;
export const toolkitUrlSchema = z.object({ toolkitUrl: z.string() }) satisfies z.ZodType<ToolkitUrl>;

/* NFC cards */

export const generatedCardsSchema = z.object({ ids: z.array(z.string()), links: z.array(z.string()) }) satisfies z.ZodType<GeneratedCards>;
export const freeCardAllocatedSchema = z.object({ card_id: z.string(), short_id: z.string(), colour: z.string() }) satisfies z.ZodType<FreeCardAllocated>;
export const cardAddedAndAssignedSchema = z.object({ card_id: z.string(), short_id: z.string(), person_id: z.string() }) satisfies z.ZodType<CardAddedAndAssigned>;
export const cardAllocationResultsSchema = z.object({
  results: z.array(z.object({ card_id: z.string(), short_id: z.string(), success: z.boolean(), error: z.string().nullable() })),
}) satisfies z.ZodType<CardAllocationResults>;

const cardListItemShape = {
  card_id: z.string(),
  short_id: z.string(),
  status: z.enum(['active', 'disabled', 'lost']),
  enabled: z.boolean(),
  lost: z.boolean(),
  demo: z.boolean(),
  person_id: z.string().nullable(),
  name: z.string().nullable(),
  design: z.object({ id: z.string(), name: z.string().nullable(), imageUrl: z.string().nullable() }).nullable(),
  order_id: z.string().nullable(),
  allocated_at: z.string(),
  updated_at: z.string(),
};
export const cardListItemSchema = z.object(cardListItemShape).meta({ id: 'CardListItem' }) satisfies z.ZodType<CardListItem>;
export const cardsPageSchema = pageOf(cardListItemSchema) satisfies z.ZodType<CardsPage>;
export const cardDetailSchema = z
  .object({
    ...cardListItemShape,
    organisation_id: z.string(),
    history: z.array(
      z.object({
        at: z.string(),
        action: z.enum(['generated', 'allocated', 'assigned', 'released', 'enabled', 'disabled', 'reset', 'lost']),
        by: z.string(),
        person_id: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Card' }) satisfies z.ZodType<CardDetail>;

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
export const webhookReplayResultSchema = z.object({ replay_id: z.string(), queued: z.number().int(), next_event_id: z.string().nullable() }) satisfies z.ZodType<WebhookReplayResult>;
const webhookLogSummaryShape = {
  id: z.string(),
  timestamp: z.string(),
  code: z.number().int(),
  isOk: z.boolean(),
  event: z.string(),
  message: z.string(),
  messageParts: integrationLogPartsSchema,
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

/* Groups, addresses, custom fields, settings, uploads, CSV import and export */

export const savedIdSchema = z.object({ id: z.string() }) satisfies z.ZodType<GroupSaved>;

export const groupViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    parent_id: z.string().nullable(),
    location_ids: z.array(z.string()),
    configuration_id: z.string(),
    enable_exchange: z.boolean(),
    custom_intro_email_html: z.string(),
    people: z.number().int(),
    meta: z.object({ createdAt: z.string(), createdBy: z.string() }),
    full_name: z.string(),
    depth: z.number().int(),
    canDelete: z.boolean(),
  })
  .meta({ id: 'Group' }) satisfies z.ZodType<GroupView>;
export const groupsPageSchema = z.object({ data: z.array(groupViewSchema), total: z.number().int() }) satisfies z.ZodType<GroupsPage>;
export const groupDetailSchema = groupViewSchema.extend({
  parents: z.array(z.object({ id: z.string(), name: z.string() })),
  children: z.array(z.object({ id: z.string(), name: z.string(), people: z.number().int() })),
}) satisfies z.ZodType<GroupDetail>;

const changeMetaSchema = z.object({ createdAt: z.string(), createdBy: z.string(), updatedAt: z.string(), updatedBy: z.string() });

export const locationViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postcode: z.string(),
    country: z.string(),
    image_url: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    meta: changeMetaSchema,
  })
  .meta({ id: 'Address' }) satisfies z.ZodType<LocationView>;
export const locationsPageSchema = z.object({ data: z.array(locationViewSchema), total: z.number().int() }) satisfies z.ZodType<LocationsPage>;
export const locationDetailSchema = locationViewSchema.extend({
  used_by: z.object({ groups: z.array(z.object({ id: z.string(), name: z.string() })), people: z.array(z.object({ id: z.string(), name: z.string() })) }),
}) satisfies z.ZodType<LocationDetail>;
export const locationHistorySchema = z.object({
  data: z.array(z.object({ at: z.string(), by: z.string(), action: z.enum(['created', 'updated', 'deleted']), changed: z.array(z.string()) })),
}) satisfies z.ZodType<{ data: LocationHistoryEntry[] }>;

export const customFieldViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    vcard: z.enum(CUSTOM_FIELD_KINDS),
    vcard_type: z.enum(CUSTOM_FIELD_TYPES),
    hide: z.boolean(),
    default: z.string(),
    meta: changeMetaSchema,
  })
  .meta({ id: 'CustomField' }) satisfies z.ZodType<CustomFieldView>;
export const customFieldsPageSchema = z.object({ data: z.array(customFieldViewSchema), total: z.number().int() }) satisfies z.ZodType<CustomFieldsPage>;

export const settingChangedSchema = z.object({ success: z.literal(true), changed: z.boolean() });
export const settingsAuditPageSchema = pageOf(
  z.object({ id: z.string(), at: z.string(), by: z.string(), action: z.string(), data: z.record(z.string(), z.unknown()) }),
) satisfies z.ZodType<SettingsAuditPage>;

const imageTypes = Object.keys(IMAGE_TYPES) as [keyof typeof IMAGE_TYPES, ...(keyof typeof IMAGE_TYPES)[]];
export const uploadedImageSchema = z.object({ url: z.string(), content_type: z.enum(imageTypes), size: z.number().int() }) satisfies z.ZodType<UploadedImage>;

export const importAnswerSchema = z.object({
  data: z.object({
    id: z.string(),
    status: z.enum(['running', 'completed', 'failed']),
    file_name: z.string(),
    total: z.number().int(),
    processed: z.number().int(),
    imported: z.number().int(),
    skipped: z.number().int(),
    results: z.array(
      z.object({ row: z.number().int(), success: z.boolean(), action: z.enum(['insert', 'update']), id: z.string().nullable(), email: z.string(), error: z.string().nullable() }),
    ),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    error: z.string().nullable(),
  }),
}) satisfies z.ZodType<ImportAnswer>;

/** A file the api answers (a CSV export, an image): its text or bytes. */
export const csvFileSchema = z.string().meta({ description: 'CSV, UTF-8, one header row' });
export const imageFileSchema = z.string().meta({ format: 'binary' });

/* Superadmin and partner tools */

export const sampleDataResultSchema = z.object({
  people: z.number().int(),
  groups: z.number().int(),
  locations: z.number().int(),
  layouts: z.number().int(),
  introductions: z.number().int(),
}) satisfies z.ZodType<SampleDataResult>;

const accountStatusSchema = z.enum(['trial', 'trial_expired', 'customer', 'closed', 'pending_deletion']);
export const organisationsPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      orgSize: z.number(),
      subscriptions: z.object({ used: z.number(), purchased: z.number() }),
      accountType: z.string(),
      accountStatus: accountStatusSchema,
      isDemo: z.boolean(),
      isPartner: z.boolean(),
      createdAt: z.string(),
      demoExpiresOn: z.string().nullable(),
      closed: z.string().nullable(),
      deleteAfter: z.string().nullable(),
    }) satisfies z.ZodType<OrganisationListItem>,
  ),
  total: z.number().int(),
  next: z.string().nullable(),
}) satisfies z.ZodType<OrganisationsPage>;

export const affiliateViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    archived: z.boolean(),
    hero_image: z.string(),
    logo_image: z.string(),
    collect_shipping: z.boolean(),
    trial: z.boolean(),
    offer_text: z.string(),
    trial_duration: z.number(),
    discount: z.number(),
    subscriptions: z.number(),
    max_uses: z.number(),
    uses: z.number(),
    expires_at: z.string().nullable(),
    isValid: z.boolean(),
    isExpired: z.boolean(),
    registration_path: z.string(),
    meta: z.object({ createdAt: z.string(), createdBy: z.string(), updatedAt: z.string(), updatedBy: z.string() }),
  })
  .meta({ id: 'Affiliate' }) satisfies z.ZodType<AffiliateView>;
export const affiliatesPageSchema = z.object({ data: z.array(affiliateViewSchema), total: z.number().int(), next: z.string().nullable() }) satisfies z.ZodType<AffiliatesPage>;
export const affiliateCreatedSchema = z.object({ id: z.string() });
export const affiliateOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  offer_text: z.string(),
  trial: z.boolean(),
  trial_duration: z.number(),
  discount: z.number(),
  subscriptions: z.number(),
  logo_image: z.string(),
  hero_image: z.string(),
  collect_shipping: z.boolean(),
  isValid: z.boolean(),
  isExpired: z.boolean(),
  archived: z.boolean(),
  refusal: z.string().nullable(),
}) satisfies z.ZodType<AffiliateOffer>;
export const partnerDemoCreatedSchema = z.object({ organisation_id: z.string() }) satisfies z.ZodType<PartnerDemoCreated>;
export const demoAccountCreatedSchema = z.object({ organisation_id: z.string(), card_id: z.string().nullable() }) satisfies z.ZodType<DemoAccountCreated>;
/* Layouts and the public Profyle */

const brandingColoursSchema = z.object(Object.fromEntries(BRANDING_COLOURS.map((name) => [name, z.string()])) as Record<(typeof BRANDING_COLOURS)[number], z.ZodString>);
const contentBlockViewSchema = z.object({
  id: z.string(),
  type: z.enum(BLOCK_TYPES),
  size: z.literal(BLOCK_SIZES),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  image: z.string(),
  provider: z.enum(VIDEO_PROVIDERS),
  source: z.string(),
  loop: z.boolean(),
  autoplay: z.boolean(),
  align: z.enum(BLOCK_ALIGNMENTS),
  icon: z.enum(['', ...BLOCK_ICONS]),
  default: z.boolean(),
  custom_field_id: z.string().nullable(),
});
export const layoutViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  template: z.string(),
  buttonStyle: z.enum(BUTTON_STYLES),
  group_id: z.string().nullable(),
  branding: z.object({
    colors: brandingColoursSchema,
    banner: z.object({ cta: z.string(), url: z.string() }),
    avatar_placeholder: z.string(),
    logo_url: z.string(),
    header_image_url: z.string(),
    css: z.string(),
  }),
  buttons: z.array(contentBlockViewSchema),
  is_default: z.boolean(),
  stored: z.boolean(),
  meta: z.object({ createdAt: z.string(), createdBy: z.string(), updatedAt: z.string(), updatedBy: z.string() }).nullable(),
}) satisfies z.ZodType<LayoutView>;
export const layoutListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      name: z.string(),
      template: z.string(),
      buttonStyle: z.enum(BUTTON_STYLES),
      colors: brandingColoursSchema,
      logo_url: z.string(),
      blocks: z.number().int(),
      is_default: z.boolean(),
      groups: z.array(z.object({ id: z.string(), name: z.string() })),
      updated_at: z.string().nullable(),
    }),
  ),
  themes: z.array(z.object({ id: z.string(), name: z.string(), custom: z.boolean(), deprecated: z.boolean(), base: z.string().nullable() })),
}) satisfies z.ZodType<LayoutList>;
export const layoutPreviewLinkSchema = z.object({ url: z.string() });
/** A page the api renders itself (the public Profyle, its gate and unavailable pages, the layout preview). */
export const htmlPageSchema = z.string().meta({ description: 'An HTML page (UTF-8)' });
export const vcardFileSchema = z.string().meta({ description: 'A vCard 4.0 (RFC 6350), UTF-8' });
