import type { CrmProvider } from '@profyle/contracts/crm';

/** The pages of a CRM integration. */
export const crmPagePath = (provider: CrmProvider, page: 'settings' | 'logs' = 'settings') => `/portal/integrations/${provider}/${page}`;

/** A CRM's product name, for texts that take it as {name}: a name, the same in every language. */
export const CRM_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };
