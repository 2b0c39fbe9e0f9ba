import { crmClientContract } from './crm-client.contract';
import { hubspotClientOf, pipedriveClientOf, STAND_IN_CLIENTS } from './create-crm-clients';
import type { CrmSettings } from './crm-settings';
import { HubSpotStandIn } from './stand-in/hubspot-stand-in';
import { PipedriveStandIn } from './stand-in/pipedrive-stand-in';
import type { OAuthStandIn, OAuthState } from './stand-in/stand-in-server';

const settings = (overrides: Partial<CrmSettings>): CrmSettings => ({
  HUBSPOT: 'hubspot',
  HUBSPOT_API_URL: 'https://api.hubapi.com',
  HUBSPOT_AUTHORIZE_URL: 'https://app.hubspot.com/oauth/authorize',
  PIPEDRIVE: 'pipedrive',
  PIPEDRIVE_OAUTH_URL: 'https://oauth.pipedrive.com',
  CRM_STAND_IN_PORT: 0,
  ...overrides,
});

crmClientContract('HubSpot adapter (@hubspot/api-client) against the HubSpot stand-in', async () => {
  const standIn = new HubSpotStandIn(STAND_IN_CLIENTS.hubspot);
  const url = await standIn.start();
  const client = hubspotClientOf(
    settings({ HUBSPOT_CLIENT_ID: STAND_IN_CLIENTS.hubspot.clientId, HUBSPOT_CLIENT_SECRET: STAND_IN_CLIENTS.hubspot.clientSecret, HUBSPOT_API_URL: url, HUBSPOT_AUTHORIZE_URL: `${url}/oauth/authorize` }),
  );
  return {
    client,
    standIn: standIn as unknown as OAuthStandIn<OAuthState>,
    contactsWith: (email) => standIn.contacts.filter((c) => c.properties.email === email).length,
    leadsOf: (contactId) => standIn.leads.filter((l) => l.contactId === contactId).length,
    dispose: () => standIn.stop(),
  };
});

crmClientContract('Pipedrive adapter (pipedrive) against the Pipedrive stand-in', async () => {
  const standIn = new PipedriveStandIn(STAND_IN_CLIENTS.pipedrive);
  const url = await standIn.start();
  // No PIPEDRIVE_API_URL: the adapter follows the api_domain the token answer names.
  const client = pipedriveClientOf(settings({ PIPEDRIVE_CLIENT_ID: STAND_IN_CLIENTS.pipedrive.clientId, PIPEDRIVE_CLIENT_SECRET: STAND_IN_CLIENTS.pipedrive.clientSecret, PIPEDRIVE_OAUTH_URL: url }));
  return {
    client,
    standIn: standIn as unknown as OAuthStandIn<OAuthState>,
    contactsWith: (email) => standIn.persons.filter((p) => p.emails.some((e) => e.value === email)).length,
    leadsOf: (contactId) => standIn.leads.filter((l) => String(l.person_id) === contactId).length,
    dispose: () => standIn.stop(),
  };
});
