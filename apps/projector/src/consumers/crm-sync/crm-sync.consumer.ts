/**
 * The CRM sync as processes run it: one consumer group per CRM (`crm-hubspot`, `crm-pipedrive`) on the
 * integration topic, in the workers process in distributed mode and inside the api in embedded mode.
 * Settings come from the environment (the same CRM settings the api validates); an `embedded` provider's
 * stand-in lives in the api, so a workers process leaves that provider to it and says so.
 */
import { z } from 'zod';
import { CRM_PROVIDER_LABELS, type CrmProvider } from '@profyle/domain';
import {
  type CloudEvent,
  CrmLogStore,
  type CrmSettings,
  crmSettingsProblems,
  crmSettingsShape,
  crmTokenKey,
  hubspotClientOf,
  INTEGRATION_TOPIC,
  parseSettings,
  pipedriveClientOf,
  TokenCipher,
} from '@profyle/infrastructure';
import type { ConsumerRegistration, WorkerConsumer, WorkerContext } from '../consumer-runner';
import { CRM_SYNCED_EVENT_TYPES, CrmSync } from './crm-sync';

export const crmSyncGroupId = (provider: CrmProvider, prefix = ''): string => `${prefix}crm-${provider}`;

/** A CRM outage or rate limit is ridden out for about a minute and a half before the message is parked. */
export const CRM_SYNC_RETRY = { attempts: 6, initialDelayMs: 500, factor: 3, maxDelayMs: 60_000 } as const;

export const crmSettingsFrom = (env: Record<string, string | undefined>): CrmSettings => parseSettings(z.object(crmSettingsShape), crmSettingsProblems, env);

export const tokenCipherFrom = (settings: CrmSettings, dataDir: string): TokenCipher =>
  new TokenCipher(crmTokenKey(settings.CRM_TOKEN_KEY, dataDir), settings.CRM_TOKEN_KEY_PREVIOUS?.split(',').filter(Boolean) ?? []);

const registration = (provider: CrmProvider): ConsumerRegistration => ({
  name: `crm-${provider}`,
  create: ({ eventStore, readStore, env, log, integrationTopic = INTEGRATION_TOPIC, groupPrefix = '' }: WorkerContext): WorkerConsumer | null => {
    const settings = crmSettingsFrom(env);
    if ((provider === 'hubspot' ? settings.HUBSPOT : settings.PIPEDRIVE) === 'embedded') {
      log(`crm-${provider}: ${provider.toUpperCase()}=embedded, whose stand-in runs inside the api; not synced from this process (set ${provider.toUpperCase()}=${provider})`);
      return null;
    }
    const client = provider === 'hubspot' ? hubspotClientOf(settings) : pipedriveClientOf(settings);
    const logs = new CrmLogStore(readStore);
    const sync = new CrmSync({ provider, client, readStore, eventStore, cipher: tokenCipherFrom(settings, env.DATA_DIR ?? './data'), logs });
    let purging: NodeJS.Timeout | undefined;
    const purge = () => void logs.purge(new Date()).catch((error: unknown) => log(`crm-${provider}: purging expired logs failed: ${(error as Error)?.message ?? error}`));
    return {
      name: `crm-${provider}`,
      groupId: crmSyncGroupId(provider, groupPrefix),
      topics: [integrationTopic],
      eventTypes: CRM_SYNCED_EVENT_TYPES,
      retry: CRM_SYNC_RETRY,
      handler: async (event: CloudEvent, attempt) => {
        await sync.handle(event, attempt);
      },
      onParked: async (event, error, attempts) => {
        log(`crm-${provider}: ${CRM_PROVIDER_LABELS[provider]} sync of ${event.type} ${event.id} parked after ${attempts} attempts: ${(error as Error)?.message ?? error}`);
      },
      // Log entries past their 28 days are removed hourly (reads never show them anyway).
      start: async () => {
        purge();
        purging = setInterval(purge, 60 * 60 * 1000);
        purging.unref();
      },
      stop: async () => clearInterval(purging),
    };
  },
});

export const crmSyncConsumerRegistrations: readonly ConsumerRegistration[] = [registration('hubspot'), registration('pipedrive')];
