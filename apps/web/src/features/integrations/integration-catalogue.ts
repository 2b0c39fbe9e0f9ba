import type { MessageKey } from '../../app/i18n';
import type { IconName } from '../../shared/ui/icons';

export type IntegrationGroup = 'crm' | 'analytics' | 'others';

export interface IntegrationEntry {
  id: string;
  /** A product's own name (the same in every language), or a text of the catalogue. */
  name: { brand: string } | { text: MessageKey };
  description: MessageKey;
  group: IntegrationGroup;
  icon: IconName;
  /**
   * Where the integration is set up, best first: the card links to the first of these that has a page,
   * and is not shown while none has (an integration that is not built is not offered).
   */
  pages?: string[];
  /** Shown disabled as 'Coming soon' (spec 002 section 2), with no link. */
  comingSoon?: true;
}

export const INTEGRATION_GROUPS: { group: IntegrationGroup; label: MessageKey }[] = [
  { group: 'crm', label: 'integrations.group.crm' },
  { group: 'analytics', label: 'integrations.group.analytics' },
  { group: 'others', label: 'integrations.group.others' },
];

/**
 * The cards of /portal/integrations (spec 002 section 2), in order. An integration that lands adds its
 * page to the route table and the card links there; the copy recipient and analytics settings are
 * edited in Settings until their own pages exist.
 */
export const INTEGRATIONS: IntegrationEntry[] = [
  { id: 'hubspot', name: { brand: 'HubSpot' }, description: 'integrations.hubspot', group: 'crm', icon: 'contacts', pages: ['/portal/integrations/hubspot/settings'] },
  { id: 'pipedrive', name: { brand: 'Pipedrive' }, description: 'integrations.pipedrive', group: 'crm', icon: 'contacts', pages: ['/portal/integrations/pipedrive/settings'] },
  { id: 'salesforce', name: { brand: 'Salesforce' }, description: 'integrations.salesforce', group: 'crm', icon: 'contacts', comingSoon: true },
  { id: 'dynamics365', name: { brand: 'Dynamics 365' }, description: 'integrations.dynamics365', group: 'crm', icon: 'contacts', comingSoon: true },
  { id: 'google-analytics', name: { brand: 'Google Analytics' }, description: 'integrations.googleAnalytics', group: 'analytics', icon: 'analytics', pages: ['/portal/integrations/google-analytics', '/portal/settings'] },
  { id: 'webhooks', name: { text: 'webhooks.title' }, description: 'integrations.webhooks', group: 'others', icon: 'integrations', pages: ['/portal/integrations/webhooks/default/settings'] },
  { id: 'intro-bcc', name: { text: 'integrations.introBccName' }, description: 'integrations.introBcc', group: 'others', icon: 'mail', pages: ['/portal/integrations/intro-bcc', '/portal/settings?view=INTRODUCTIONS'] },
  { id: 'zapier', name: { brand: 'Zapier' }, description: 'integrations.zapier', group: 'others', icon: 'integrations', comingSoon: true },
];
