/**
 * The CRM services an organisation can connect (spec 002 "Integrations"): HubSpot and Pipedrive, each
 * through OAuth 2. Salesforce and Dynamics 365 are shown as 'Coming soon' and have no connection.
 */
export const CRM_PROVIDERS = ['hubspot', 'pipedrive'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

export const CRM_PROVIDER_LABELS: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };

export const isCrmProvider = (name: string): name is CrmProvider => (CRM_PROVIDERS as readonly string[]).includes(name);

/** The settings a provider's connection has (spec 002 section 3: HubSpot also has create_lead). */
export const CRM_SETTINGS: Record<CrmProvider, readonly string[]> = { hubspot: ['create_lead'], pipedrive: [] };
export type CrmSetting = 'create_lead';

/** How long an install link's state may wait for the provider's answer. */
export const CRM_AUTHORISATION_TTL_MS = 15 * 60 * 1000;

/** Install links kept open per connection; older ones lapse when more are started. */
export const CRM_PENDING_AUTHORISATIONS_MAX = 5;
