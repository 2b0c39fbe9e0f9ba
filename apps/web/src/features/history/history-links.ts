/** Where an entity's own page is, by stream category; entities without one link to their history only. */
/** The last part of `<organisationId>_<id>` stream ids (webhook endpoints, layouts): those ids never hold `_`. */
const ownId = (id: string): string => encodeURIComponent(id.slice(id.lastIndexOf('_') + 1));

const DETAIL_PAGES: Record<string, (id: string) => string> = {
  person: (id) => `/portal/people/${encodeURIComponent(id)}`,
  group: (id) => `/portal/groups/${encodeURIComponent(id)}`,
  location: (id) => `/portal/addresses/${encodeURIComponent(id)}`,
  customfield: (id) => `/portal/custom-fields/${encodeURIComponent(id)}/edit`,
  user: (id) => `/portal/admins/users/${encodeURIComponent(id)}`,
  webhook: (id) => `/portal/integrations/webhooks/${ownId(id)}/settings`,
  order: (id) => `/portal/billing/orders/${encodeURIComponent(id)}`,
  design: (id) => `/portal/nfc/designs/${encodeURIComponent(id)}`,
  configuration: (id) => `/portal/layouts/${ownId(id)}`,
};

export const detailPathOf = (category: string, id: string): string | null => DETAIL_PAGES[category]?.(id) ?? null;

export const entityHistoryPath = (streamId: string, revision?: number): string =>
  `/portal/history/streams/${encodeURIComponent(streamId)}${revision === undefined ? '' : `?revision=${revision}`}`;

export const correlationPath = (streamId: string, revision: number): string => `/portal/history/streams/${encodeURIComponent(streamId)}/${revision}/correlation`;
