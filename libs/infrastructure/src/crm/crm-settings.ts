/**
 * The CRM settings every process reads (the api for the install link and the code exchange, the workers
 * for the sync), validated the same way everywhere. A provider is `embedded` (a local stand-in the api
 * starts, so the whole flow runs with no account) or the real service with its app's client id and
 * secret; every URL is configurable, so the real adapter can also be pointed at a stand-in or a proxy.
 */
import { z } from 'zod';

const url = z.string().url();

export const crmSettingsShape = {
  HUBSPOT: z.enum(['embedded', 'hubspot']).default('embedded'),
  HUBSPOT_CLIENT_ID: z.string().optional(),
  HUBSPOT_CLIENT_SECRET: z.string().optional(),
  HUBSPOT_API_URL: url.default('https://api.hubapi.com'),
  HUBSPOT_AUTHORIZE_URL: url.default('https://app.hubspot.com/oauth/authorize'),
  /** Space-separated; the default asks for contacts and leads. */
  HUBSPOT_SCOPES: z.string().optional(),
  PIPEDRIVE: z.enum(['embedded', 'pipedrive']).default('embedded'),
  PIPEDRIVE_CLIENT_ID: z.string().optional(),
  PIPEDRIVE_CLIENT_SECRET: z.string().optional(),
  PIPEDRIVE_OAUTH_URL: url.default('https://oauth.pipedrive.com'),
  /** Overrides the api_domain Pipedrive names for each account. */
  PIPEDRIVE_API_URL: url.optional(),
  /** 32 bytes, base64: seals CRM tokens at rest. Kept under DATA_DIR when absent (one-process embedded mode). */
  CRM_TOKEN_KEY: z.string().optional(),
  /** Earlier keys, comma-separated, still used to open tokens sealed before a rotation. */
  CRM_TOKEN_KEY_PREVIOUS: z.string().optional(),
  /** The loopback port of the embedded stand-ins' server; 0 picks a free one on every start. */
  CRM_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
};

export interface CrmSettings {
  HUBSPOT: 'embedded' | 'hubspot';
  HUBSPOT_CLIENT_ID?: string;
  HUBSPOT_CLIENT_SECRET?: string;
  HUBSPOT_API_URL: string;
  HUBSPOT_AUTHORIZE_URL: string;
  HUBSPOT_SCOPES?: string;
  PIPEDRIVE: 'embedded' | 'pipedrive';
  PIPEDRIVE_CLIENT_ID?: string;
  PIPEDRIVE_CLIENT_SECRET?: string;
  PIPEDRIVE_OAUTH_URL: string;
  PIPEDRIVE_API_URL?: string;
  CRM_TOKEN_KEY?: string;
  CRM_TOKEN_KEY_PREVIOUS?: string;
  CRM_STAND_IN_PORT: number;
}

const isKey = (text: string) => Buffer.from(text.trim(), 'base64').length === 32;

export const crmSettingsProblems = (c: Partial<CrmSettings>): { path: string; message: string }[] => [
  ...(c.HUBSPOT === 'hubspot'
    ? (['HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'] as const).filter((key) => !c[key]).map((key) => ({ path: key, message: `${key} is required when HUBSPOT=hubspot` }))
    : []),
  ...(c.PIPEDRIVE === 'pipedrive'
    ? (['PIPEDRIVE_CLIENT_ID', 'PIPEDRIVE_CLIENT_SECRET'] as const).filter((key) => !c[key]).map((key) => ({ path: key, message: `${key} is required when PIPEDRIVE=pipedrive` }))
    : []),
  ...(c.CRM_TOKEN_KEY && !isKey(c.CRM_TOKEN_KEY) ? [{ path: 'CRM_TOKEN_KEY', message: 'CRM_TOKEN_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)' }] : []),
  ...(c.CRM_TOKEN_KEY_PREVIOUS && !c.CRM_TOKEN_KEY_PREVIOUS.split(',').every(isKey)
    ? [{ path: 'CRM_TOKEN_KEY_PREVIOUS', message: 'CRM_TOKEN_KEY_PREVIOUS must be 32-byte base64 keys separated by commas' }]
    : []),
];
