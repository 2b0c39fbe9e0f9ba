/** Fixtures of the commerce HTTP suites: an organisation with an address and an approved design, made through the api. */
import { httpClient } from '../../support/http-client';
import { adminOf, superadmin, type TestApp } from '../../support/test-app';

export type Client = ReturnType<typeof httpClient>;

export const PRINT_PDF = { url: 'https://files.example/designs/card.pdf', name: 'card.pdf' };
export const ALL_CONFIRMED = { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true };

export const clientsFor = async (test: TestApp, organisationId: string) => ({
  root: httpClient(test.url, await test.tokenFor(superadmin)),
  admin: httpClient(test.url, await test.tokenFor(adminOf(organisationId))),
});

/** An organisation (a customer with paid subscriptions unless `trial`), one delivery address and its id. */
export const organisationWithAddress = async (root: Client, admin: Client, organisationId: string, options: { subscriptions?: number; trial?: boolean } = {}) => {
  const created = await root.post('/v1/enterprise', { organisation_id: organisationId, name: `${organisationId} Ltd`, subscriptions: options.subscriptions ?? 10, is_demo: options.trial ?? false });
  if (created.status !== 201) throw new Error(`organisation: ${created.status} ${JSON.stringify(created.body)}`);
  const location = await admin.post(`/v1/enterprise/${organisationId}/locations`, { name: 'Head office', line1: '1 High Street', city: 'London', postcode: 'N1 1AA', country: 'United Kingdom' });
  if (location.status !== 201) throw new Error(`location: ${location.status} ${JSON.stringify(location.body)}`);
  return { locationId: location.body.id as string };
};

/** A client design taken through proof and approval. */
export const approvedDesign = async (root: Client, admin: Client, organisationId: string, name = 'Gold foil'): Promise<string> => {
  const created = await admin.post(`/v2/org/${organisationId}/designs`, { name, designer: 'client', assets: [PRINT_PDF], checkboxes: ALL_CONFIRMED });
  if (created.status !== 201) throw new Error(`design: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  await root.post(`/v2/org/${organisationId}/designs/${id}/proof`, { url: 'https://files.example/proofs/p1.pdf', filename: 'p1.pdf' });
  const approved = await admin.post(`/v2/org/${organisationId}/designs/${id}/approve`);
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  return id;
};

export const cardOrder = (locationId: string, designId: string, overrides: Record<string, unknown> = {}) => ({
  attention: 'Ann Lee',
  contact_number: '020 7946 0000',
  location_id: locationId,
  payment_method: 'invoice',
  po: 'PO-7',
  notes: '',
  line_items: [{ design_id: designId, stock: false, quantity: 30 }],
  terms_accepted: true,
  ...overrides,
});
