/**
 * The settings every process shares to find the same stores: where events live, where read models live,
 * which integration bus to use. The api and the projector-side processes extend this one schema, so both
 * sides always meet on the same adapters and report problems the same way.
 */
import { z } from 'zod';

export const storageSettingsShape = {
  DATA_DIR: z.string().default('./data'),
  EVENT_STORE: z.enum(['sqlite', 'kurrentdb']).default('sqlite'),
  KURRENTDB_URL: z.string().optional(),
  READ_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGO_URL: z.string().optional(),
  MONGO_DB: z.string().default('profyle'),
  /** With EVENT_STORE=kurrentdb: the MongoDB database (at MONGO_URL) holding the personal data keys. */
  PERSONAL_DATA_DB: z.string().default('profyle_personal_data'),
  /** Where integration events go: in-process (stays inside this process) or kafka (KAFKA_BROKERS). */
  BUS: z.enum(['in-process', 'kafka']).default('in-process'),
  /** Comma-separated host:port list of Kafka brokers. */
  KAFKA_BROKERS: z.string().optional(),
  /** How often the SQLite event store looks for appends made by another process. */
  EVENT_POLL_MS: z.coerce.number().int().min(5).max(10_000).default(100),
};

export interface StorageSettings {
  DATA_DIR: string;
  EVENT_STORE: 'sqlite' | 'kurrentdb';
  KURRENTDB_URL?: string;
  READ_STORE: 'embedded' | 'mongodb';
  MONGO_URL?: string;
  MONGO_DB: string;
  PERSONAL_DATA_DB: string;
  BUS: 'in-process' | 'kafka';
  KAFKA_BROKERS?: string;
  KAFKA_CLIENT_ID: string;
  EVENT_POLL_MS: number;
}

type Problem = { path: string; message: string };

/** The rules between storage variables; each names the variable to fix. */
export const storageProblems = (c: Partial<StorageSettings>): Problem[] => [
  ...(c.EVENT_STORE === 'kurrentdb' && !c.KURRENTDB_URL ? [{ path: 'KURRENTDB_URL', message: 'KURRENTDB_URL is required when EVENT_STORE=kurrentdb' }] : []),
  ...(c.READ_STORE === 'mongodb' && !c.MONGO_URL ? [{ path: 'MONGO_URL', message: 'MONGO_URL is required when READ_STORE=mongodb' }] : []),
  ...(c.EVENT_STORE === 'kurrentdb' && c.READ_STORE !== 'mongodb' && !c.MONGO_URL
    ? [{ path: 'MONGO_URL', message: 'MONGO_URL is required when EVENT_STORE=kurrentdb (it holds the personal data keys)' }]
    : []),
  ...(c.BUS === 'kafka' && !c.KAFKA_BROKERS?.trim() ? [{ path: 'KAFKA_BROKERS', message: 'KAFKA_BROKERS is required when BUS=kafka' }] : []),
];

/** Every problem of a configuration, by variable name, so a bad deployment fails at boot with all of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates an environment against a settings schema whose cross-variable rules are `rules`; the rules
 * run even when a single variable is invalid, so every problem is reported at once.
 */
export const parseSettings = <S extends z.ZodObject>(schema: S, rules: (settings: any) => Problem[], env: Record<string, string | undefined>): z.infer<S> => {
  const checked = schema.superRefine(
    (settings, ctx) => {
      for (const { path, message } of rules(settings)) ctx.addIssue({ code: 'custom', path: [path], message });
    },
    { when: () => true },
  );
  const parsed = checked.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  return parsed.data as z.infer<S>;
};
