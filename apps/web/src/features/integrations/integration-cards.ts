import type { CrmProvider } from '@profyle/contracts/crm';
import type { MessageKey } from '../../app/i18n';

/** The pages of a CRM integration. */
export const crmPagePath = (provider: CrmProvider, page: 'settings' | 'logs' = 'settings') => `/portal/integrations/${provider}/${page}`;

/** A card of /portal/integrations (spec 002 section 2): its product name, what it does, where it is managed. */
export interface IntegrationCard {
  key: string;
  /** A product name, not a text: the same in every language. */
  name: string | null;
  /** A text when the card names a feature rather than a product. */
  nameKey?: MessageKey;
  description: MessageKey;
  /** Where it is managed; absent for 'Coming soon'. */
  to?: string;
}

export const CRM_CARDS: IntegrationCard[] = [
  { key: 'hubspot', name: 'HubSpot', description: 'integrations.desc.hubspot', to: crmPagePath('hubspot') },
  { key: 'pipedrive', name: 'Pipedrive', description: 'integrations.desc.pipedrive', to: crmPagePath('pipedrive') },
  { key: 'salesforce', name: 'Salesforce', description: 'integrations.desc.salesforce' },
  { key: 'dynamics', name: 'Dynamics 365', description: 'integrations.desc.dynamics' },
];

export const ANALYTICS_CARDS: IntegrationCard[] = [{ key: 'google-analytics', name: 'Google Analytics', description: 'integrations.desc.googleAnalytics', to: '/portal/integrations/google-analytics' }];

export const OTHER_CARDS: IntegrationCard[] = [
  { key: 'webhooks', name: null, nameKey: 'webhooks.title', description: 'integrations.desc.webhooks', to: '/portal/integrations/webhooks/default/settings' },
  { key: 'intro-bcc', name: null, nameKey: 'integrations.bccName', description: 'integrations.desc.bcc', to: '/portal/integrations/intro-bcc' },
  { key: 'zapier', name: 'Zapier', description: 'integrations.desc.zapier' },
];

/** A CRM's product name, for texts that take it as {name}. */
export const CRM_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };
