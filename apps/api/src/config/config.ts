import { z } from 'zod';

/**
 * Configuration comes from the environment and is validated at boot; every problem is reported at once
 * with the variable's name, so a misconfigured deployment fails before it serves anything.
 */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    EVENT_STORE: z.enum(['sqlite', 'kurrentdb']).default('sqlite'),
    KURRENTDB_URL: z.string().optional(),
    READ_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
    MONGO_URL: z.string().optional(),
    MONGO_DB: z.string().default('profyle'),
    /** embedded: projections run inside the api process; external: a separate projector process runs them. */
    PROJECTOR: z.enum(['embedded', 'external']).default('embedded'),
    /** Where integration events go: in-process (embedded mode, stays inside this process) or kafka (KAFKA_BROKERS). */
    BUS: z.enum(['in-process', 'kafka']).default('in-process'),
    /** Comma-separated host:port list of Kafka brokers. */
    KAFKA_BROKERS: z.string().optional(),
    KAFKA_CLIENT_ID: z.string().default('profyle-api'),
    /** Secret that signs access tokens; generated and kept under DATA_DIR when absent. */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    PUBLIC_URL: z.string().url().optional(),
    /** How long a command waits for projections to include its events before answering (read-your-writes). */
    CONSISTENCY_WAIT_MS: z.coerce.number().int().min(0).max(30000).default(3000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** Development only: webhooks may target loopback (127.0.0.0/8, ::1), over plain http too; never private or link-local. */
    WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    /** Identity: captured writes mail under DATA_DIR/mail (GET /dev/mailbox shows it); smtp sends it to SMTP_URL. */
    MAIL: z.enum(['captured', 'smtp']).default('captured'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Profyle <no-reply@profyle.example>'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Sign-in attempts allowed per e-mail and per IP address within the window. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Behind a reverse proxy (nginx in compose): take the client address from X-Forwarded-For, for per-IP limits. */
    TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    /** OpenID Connect: the general account provider (google) and the professional network (linkedin). */
    OIDC_GOOGLE_ISSUER: z.string().url().optional(),
    OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
    OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
    OIDC_LINKEDIN_ISSUER: z.string().url().optional(),
    OIDC_LINKEDIN_CLIENT_ID: z.string().optional(),
    OIDC_LINKEDIN_CLIENT_SECRET: z.string().optional(),
  })
  // Cross-variable rules run even when a single variable is invalid, so every problem is reported at once.
  .superRefine((c, ctx) => {
    if (c.EVENT_STORE === 'kurrentdb' && !c.KURRENTDB_URL) ctx.addIssue({ code: 'custom', path: ['KURRENTDB_URL'], message: 'KURRENTDB_URL is required when EVENT_STORE=kurrentdb' });
    if (c.READ_STORE === 'mongodb' && !c.MONGO_URL) ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'MONGO_URL is required when READ_STORE=mongodb' });
    if (c.BUS === 'kafka' && !c.KAFKA_BROKERS?.trim()) ctx.addIssue({ code: 'custom', path: ['KAFKA_BROKERS'], message: 'KAFKA_BROKERS is required when BUS=kafka' });
    if (c.PROJECTOR === 'external' && c.READ_STORE === 'embedded')
      ctx.addIssue({ code: 'custom', path: ['PROJECTOR'], message: 'PROJECTOR=external needs a shared read store (READ_STORE=mongodb)' });
    if (c.MAIL === 'smtp' && !c.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required when MAIL=smtp' });
    for (const p of ['GOOGLE', 'LINKEDIN'] as const) {
      const set = [c[`OIDC_${p}_ISSUER`], c[`OIDC_${p}_CLIENT_ID`], c[`OIDC_${p}_CLIENT_SECRET`]].filter(Boolean).length;
      if (set > 0 && set < 3) ctx.addIssue({ code: 'custom', path: [`OIDC_${p}_ISSUER`], message: `OIDC_${p}_ISSUER, OIDC_${p}_CLIENT_ID and OIDC_${p}_CLIENT_SECRET go together` });
    }
  }, { when: () => true });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  return parsed.data;
};
