/**
 * The settings of the projector-side processes (projector, workers, dead-letter CLI), read from the same
 * environment variables as the api and validated at boot the same way: every problem at once, by name.
 */
import { z } from 'zod';
import { configOrExit, INTEGRATION_TOPIC, parseSettings, storageProblems, storageSettingsShape } from '@profyle/infrastructure';

const schema = z.object({
  ...storageSettingsShape,
  KAFKA_CLIENT_ID: z.string().default('profyle-projector'),
  /** The topic integration events are published to (a separate one per environment sharing a cluster). */
  INTEGRATION_TOPIC: z.string().min(1).default(INTEGRATION_TOPIC),
  /** Put before the workers' consumer group ids (e.g. `staging.`): environments sharing a cluster keep their groups apart. */
  KAFKA_GROUP_PREFIX: z.string().default(''),
});

export type ProjectorConfig = z.infer<typeof schema>;

export const loadProjectorConfig = (env: Record<string, string | undefined> = process.env): ProjectorConfig => parseSettings(schema, storageProblems, env);

/** Prints the problems and exits 2 (as the api does) for a bad configuration. */
export const loadProjectorConfigOrExit = (): ProjectorConfig => configOrExit(() => loadProjectorConfig());
