/**
 * Builds the CRM adapters a process uses from its settings. An `embedded` provider gets a local stand-in
 * (loopback, its state under DATA_DIR), and the very same adapter as the real service pointed at it, so
 * `npm start` runs the whole flow (consent page, tokens, contacts, leads) with no account.
 */
import { join } from 'node:path';
import type { CrmProvider } from '@profyle/domain';
import type { CrmClient } from './crm-client.port';
import type { CrmSettings } from './crm-settings';
import { HUBSPOT_DEFAULT_SCOPES, HubSpotCrmClient } from './hubspot/hubspot-crm-client';
import { PipedriveCrmClient } from './pipedrive/pipedrive-crm-client';
import { HubSpotStandIn } from './stand-in/hubspot-stand-in';
import { PipedriveStandIn } from './stand-in/pipedrive-stand-in';
import type { OAuthStandIn, OAuthState } from './stand-in/stand-in-server';

/** The stand-ins' own app credentials: they are not secrets, the stand-ins only run on loopback. */
export const STAND_IN_CLIENTS = {
  hubspot: { clientId: 'profyle-local-hubspot', clientSecret: 'local-stand-in-hubspot-secret' },
  pipedrive: { clientId: 'profyle-local-pipedrive', clientSecret: 'local-stand-in-pipedrive-secret' },
} as const;

/** The settings that point the HubSpot adapter at a stand-in listening on `base`, with the stand-in's app credentials. */
export const hubspotStandInSettings = (base: string) =>
  ({
    HUBSPOT: 'hubspot',
    HUBSPOT_CLIENT_ID: STAND_IN_CLIENTS.hubspot.clientId,
    HUBSPOT_CLIENT_SECRET: STAND_IN_CLIENTS.hubspot.clientSecret,
    HUBSPOT_API_URL: base,
    HUBSPOT_AUTHORIZE_URL: `${base}/oauth/authorize`,
  }) as const satisfies Partial<CrmSettings>;

/** The settings that point the Pipedrive adapter at a stand-in listening on `base` (OAuth and API alike). */
export const pipedriveStandInSettings = (base: string) =>
  ({
    PIPEDRIVE: 'pipedrive',
    PIPEDRIVE_CLIENT_ID: STAND_IN_CLIENTS.pipedrive.clientId,
    PIPEDRIVE_CLIENT_SECRET: STAND_IN_CLIENTS.pipedrive.clientSecret,
    PIPEDRIVE_OAUTH_URL: base,
    PIPEDRIVE_API_URL: base,
  }) as const satisfies Partial<CrmSettings>;

export interface CrmClients {
  clients: Record<CrmProvider, CrmClient>;
  /** The base URL of each embedded stand-in (its consent page and its contacts page are there). */
  standIns: Partial<Record<CrmProvider, string>>;
  /** The settings as a process should pass them on (embedded providers as the real adapter on the stand-in). */
  resolved: CrmSettings;
  close(): Promise<void>;
}

export const hubspotClientOf = (settings: CrmSettings): HubSpotCrmClient =>
  new HubSpotCrmClient({
    clientId: settings.HUBSPOT_CLIENT_ID ?? '',
    clientSecret: settings.HUBSPOT_CLIENT_SECRET ?? '',
    apiUrl: settings.HUBSPOT_API_URL,
    authorizeUrl: settings.HUBSPOT_AUTHORIZE_URL,
    scopes: settings.HUBSPOT_SCOPES?.split(/\s+/).filter(Boolean) ?? HUBSPOT_DEFAULT_SCOPES,
  });

export const pipedriveClientOf = (settings: CrmSettings): PipedriveCrmClient =>
  new PipedriveCrmClient({ clientId: settings.PIPEDRIVE_CLIENT_ID ?? '', clientSecret: settings.PIPEDRIVE_CLIENT_SECRET ?? '', oauthUrl: settings.PIPEDRIVE_OAUTH_URL, apiUrl: settings.PIPEDRIVE_API_URL ?? null });

/** Starts the embedded stand-ins (when any provider is embedded) and answers settings that point at them. */
export const createCrmClients = async (settings: CrmSettings, dataDir: string): Promise<CrmClients> => {
  const running: OAuthStandIn<OAuthState>[] = [];
  const standIns: Partial<Record<CrmProvider, string>> = {};
  let resolved: CrmSettings = { ...settings };
  const stateFile = (provider: CrmProvider) => (dataDir === ':memory:' ? undefined : join(dataDir, 'crm-stand-ins', `${provider}.json`));
  try {
    if (settings.HUBSPOT === 'embedded') {
      const standIn = new HubSpotStandIn({ ...STAND_IN_CLIENTS.hubspot, file: stateFile('hubspot'), port: settings.CRM_STAND_IN_PORT });
      const base = await standIn.start();
      running.push(standIn as unknown as OAuthStandIn<OAuthState>);
      standIns.hubspot = base;
      resolved = { ...resolved, ...hubspotStandInSettings(base) };
    }
    if (settings.PIPEDRIVE === 'embedded') {
      // Both stand-ins on one fixed port would collide: Pipedrive's takes the next one.
      const port = settings.CRM_STAND_IN_PORT === 0 ? 0 : settings.CRM_STAND_IN_PORT + 1;
      const standIn = new PipedriveStandIn({ ...STAND_IN_CLIENTS.pipedrive, file: stateFile('pipedrive'), port });
      const base = await standIn.start();
      running.push(standIn as unknown as OAuthStandIn<OAuthState>);
      standIns.pipedrive = base;
      resolved = { ...resolved, ...pipedriveStandInSettings(base) };
    }
  } catch (error) {
    await Promise.all(running.map((s) => s.stop()));
    throw error;
  }
  return {
    clients: { hubspot: hubspotClientOf(resolved), pipedrive: pipedriveClientOf(resolved) },
    standIns,
    resolved,
    close: async () => {
      await Promise.all(running.map((s) => s.stop()));
    },
  };
};

/** The settings as environment variables, for a consumer built from an environment. */
export const crmSettingsEnv = (settings: CrmSettings): Record<string, string> =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined && value !== null).map(([key, value]) => [key, String(value)]));
