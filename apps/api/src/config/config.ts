import { z } from 'zod';
import { ConfigError, parseSettings, storageProblems, storageSettingsShape } from '@profyle/infrastructure';

export { ConfigError };

/**
 * Configuration comes from the environment and is validated at boot; every problem is reported at once
 * with the variable's name, so a misconfigured deployment fails before it serves anything.
 */
const configSchema = z.object({
  ...storageSettingsShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** embedded: projections and consumers run inside the api process; external: separate processes run them. */
  PROJECTOR: z.enum(['embedded', 'external']).default('embedded'),
  KAFKA_CLIENT_ID: z.string().default('profyle-api'),
  /** Secret that signs access tokens; generated and kept under DATA_DIR when absent. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The public Profyle pages: <PROFYLE_BASE_URL>/<card id or digital id>. Default <PUBLIC_URL or
   * http://HOST:PORT>/c. QR codes, card links, wallet and toolkit links are all made from this base.
   */
  PROFYLE_BASE_URL: z.string().url().optional(),
  /** The durable scheduler's pause between passes when nothing was due (work scheduled in the process wakes it at once). */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Person push notifications: captured keeps them under DATA_DIR/push; fcm sends them with Firebase Cloud Messaging HTTP v1. */
  PUSH: z.enum(['captured', 'fcm']).default('captured'),
  /** FCM: a service account key file (JSON with project_id, client_email, private_key). */
  FCM_SERVICE_ACCOUNT_FILE: z.string().optional(),
  /** FCM endpoints; the defaults are Google's, a test points them at a local stand-in. */
  FCM_BASE_URL: z.string().url().default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  /** How long a command waits for projections to include its events before answering (read-your-writes). */
  CONSISTENCY_WAIT_MS: z.coerce.number().int().min(0).max(30000).default(3000),
  /** The api's own log: warn (default) shows problems only; info adds start-up detail; debug adds everything. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('warn'),
  /** Development only: webhooks may target loopback (127.0.0.0/8, ::1), over plain http too; never private or link-local. */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Identity: captured writes mail under DATA_DIR/mail (GET /dev/mailbox shows it); smtp sends it to SMTP_URL. */
  MAIL: z.enum(['captured', 'smtp']).default('captured'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Profyle <no-reply@profyle.example>'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Wrong passwords per address and client pair within the window before that client must wait it out. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Wrong passwords on an address (from anywhere) within the window before each attempt waits a doubling delay. */
  SIGN_IN_SLOW_DOWN_AFTER: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Sign-in and reset links mailed per address within the window. */
  SIGN_IN_LINK_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Behind a reverse proxy (nginx in compose): take the client address from X-Forwarded-For, for per-IP limits. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Public Profyle visits: the request header a CDN or proxy names the visitor's country in (two letters). */
  COUNTRY_HEADER: z.string().regex(/^[A-Za-z0-9-]{1,64}$/).default('cf-ipcountry'),
  /** Public Profyle visits without that header: a local CSV of IP ranges (start,end,country) to look the country up in. */
  GEOIP_COUNTRY_CSV: z.string().optional(),
  /** Contact enrichment: none (default: completes at once, nothing found) or http (a provider at ENRICHMENT_URL). */
  ENRICHMENT: z.enum(['none', 'http']).default('none'),
  ENRICHMENT_URL: z.string().url().optional(),
  ENRICHMENT_TOKEN: z.string().optional(),
  /** The name recorded as a contact's enrichment (default http). */
  ENRICHMENT_PROVIDER: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
  /** How long the provider may take to answer before the enrichment fails (default 10,000 ms). */
  ENRICHMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).optional(),
  /** OpenID Connect: the general account provider (google) and the professional network (linkedin). */
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_LINKEDIN_ISSUER: z.string().url().optional(),
  OIDC_LINKEDIN_CLIENT_ID: z.string().optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** Card payments: embedded is a local test checkout (no account); stripe uses Stripe's embedded Checkout. */
  PAYMENTS: z.enum(['embedded', 'stripe']).default('embedded'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint (POST /v1/checkout/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API base URL, e.g. stripe-mock's; Stripe's own when absent. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Parcels: simulated answers order ids locally; click-and-drop uses Royal Mail's Click and Drop API. */
  COURIER: z.enum(['simulated', 'click-and-drop']).default('simulated'),
  CLICK_AND_DROP_URL: z.string().url().default('https://api.parcel.royalmail.com/api/v1'),
  CLICK_AND_DROP_API_KEY: z.string().optional(),
  /** Maps: the tile URL template ({z}/{x}/{y}, optional {s}) the portal's maps load, its attribution and deepest zoom. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/, 'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /** Geocoding: embedded is the packaged offline gazetteer of world cities; nominatim a service speaking that protocol. */
  GEOCODER: z.enum(['embedded', 'nominatim']).default('embedded'),
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_KEY: z.string().optional(),
  /** Event notifications: whether this process sends due ones (every api process may; each is sent once). */
  NOTIFICATIONS_WORKER: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  NOTIFICATIONS_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** The Profyle Connect directory's bearer token for its service endpoint (PUT /v2/directory/events/{sourceId}); unset: no endpoint. */
  DIRECTORY_API_TOKEN: z.string().min(32, 'DIRECTORY_API_TOKEN must be at least 32 characters').optional(),
});

export type Config = z.infer<typeof configSchema>;

/** The rules between variables: the shared storage ones, then the api's own. */
const configProblems = (c: Partial<Config>) => [
  ...storageProblems(c),
  ...(c.PROJECTOR === 'external' && c.READ_STORE === 'embedded' ? [{ path: 'PROJECTOR', message: 'PROJECTOR=external needs a shared read store (READ_STORE=mongodb)' }] : []),
  ...(c.ENRICHMENT === 'http' && !c.ENRICHMENT_URL ? [{ path: 'ENRICHMENT_URL', message: 'ENRICHMENT_URL is required when ENRICHMENT=http' }] : []),
  ...(c.MAIL === 'smtp' && !c.SMTP_URL ? [{ path: 'SMTP_URL', message: 'SMTP_URL is required when MAIL=smtp' }] : []),
  ...(c.PUSH === 'fcm' && !c.FCM_SERVICE_ACCOUNT_FILE ? [{ path: 'FCM_SERVICE_ACCOUNT_FILE', message: 'FCM_SERVICE_ACCOUNT_FILE is required when PUSH=fcm' }] : []),
  ...(c.PAYMENTS === 'stripe'
    ? (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((key) => !c[key]).map((key) => ({ path: key, message: `${key} is required when PAYMENTS=stripe` }))
    : []),
  ...(c.GEOCODER === 'nominatim' && !c.GEOCODER_URL ? [{ path: 'GEOCODER_URL', message: 'GEOCODER_URL is required when GEOCODER=nominatim' }] : []),
  ...(c.COURIER === 'click-and-drop' && !c.CLICK_AND_DROP_API_KEY ? [{ path: 'CLICK_AND_DROP_API_KEY', message: 'CLICK_AND_DROP_API_KEY is required when COURIER=click-and-drop' }] : []),
  ...(['GOOGLE', 'LINKEDIN'] as const).flatMap((p) => {
    const set = [c[`OIDC_${p}_ISSUER`], c[`OIDC_${p}_CLIENT_ID`], c[`OIDC_${p}_CLIENT_SECRET`]].filter(Boolean).length;
    return set > 0 && set < 3 ? [{ path: `OIDC_${p}_ISSUER`, message: `OIDC_${p}_ISSUER, OIDC_${p}_CLIENT_ID and OIDC_${p}_CLIENT_SECRET go together` }] : [];
  }),
];

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => parseSettings(configSchema, configProblems, env);
