/**
 * Designs over real HTTP on the embedded runtime: creation rules in the spec's words, uploads through
 * the file store, the proof cycle with its e-mails, archive, the library's sections, the design team's
 * routes refused to admins, and the production queue.
 */
import { isMailbox, MAILER, type Mailer } from '@profyle/infrastructure';
import { httpClient } from '../../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../../support/test-app';
import { ALL_CONFIRMED, cardOrder, type Client, clientsFor, organisationWithAddress, PRINT_PDF } from './commerce-fixtures';

const ORG = 'designs_org';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('designs over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let admin: Client;
  let adminToken: string;
  let rootToken: string;

  const upload = async (token: string, kind: string, name: string, bytes: Buffer, type = 'application/octet-stream') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${test.url}/v2/org/${ORG}/designs/files?kind=${kind}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: await response.json() };
  };
  const mailTo = async (to: string) => {
    const mailer = test.app.get<Mailer>(MAILER);
    return isMailbox(mailer) ? (await mailer.list(50)).filter((mail) => mail.to === to) : [];
  };

  beforeAll(async () => {
    test = await startTestApp({ PUBLIC_URL: 'http://portal.example' });
    ({ root, admin } = await clientsFor(test, ORG));
    adminToken = await test.tokenFor(adminOf(ORG));
    rootToken = await test.tokenFor(superadmin);
    await organisationWithAddress(root, admin, ORG);
  });
  afterAll(() => test.destroy());

  it('answers a client design without name, assets or confirmations with the spec messages', async () => {
    const refused = await admin.post(`/v2/org/${ORG}/designs`, { designer: 'client' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'name', msg: 'Please enter a name for this design' },
      { path: 'assets', msg: 'Please upload design assets' },
      ...['bleed', 'guides', 'fonts', 'rights', 'artwork', 'cmyk'].map((box) => ({ path: `checkboxes.${box}`, msg: 'Please confirm to continue' })),
    ]);
    const team = await admin.post(`/v2/org/${ORG}/designs`, { name: 'Ours', designer: 'profyle', assets: [{ url: 'https://x.example/logo.svg', name: 'logo.svg' }] });
    expect(team.body.errors).toEqual([{ path: 'checkboxes.rights', msg: 'You must confirm to continue' }]);
  });

  it('stores uploads per organisation, checked by name and content, and serves them', async () => {
    const pdf = await upload(adminToken, 'print', 'card.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.body).toEqual({ url: expect.stringMatching(new RegExp(`^http://portal.example/v1/design-files/${ORG}/print/[0-9a-f-]{36}\\.pdf$`)), name: 'card.pdf', content_type: 'application/pdf', size: PDF.length });
    const served = await fetch(pdf.body.url.replace('http://portal.example', test.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    const fake = await upload(adminToken, 'print', 'card.pdf', PNG);
    expect(fake.status).toBe(400);
    expect(fake.body.errorMessage).toBe('card.pdf is not a PDF: please upload a print-ready PDF');
    const brand = await upload(adminToken, 'brand', 'logo.png', PNG);
    expect(brand.status).toBe(201);
    const docx = await upload(adminToken, 'brand', 'brief.docx', PDF);
    expect(docx.body.errorMessage).toBe('brief.docx is not an accepted file type (ai, eps, pdf, svg, jpg, jpeg, png, ttf, otf, webp)');
    // Proofs and previews are the design team's.
    expect((await upload(adminToken, 'proof', 'proof.pdf', PDF)).status).toBe(403);
    expect((await upload(rootToken, 'proof', 'proof.pdf', PDF)).status).toBe(201);
  });

  it('walks the proof cycle: proof e-mailed to the creator, a short rejection refused, assets requested and re-uploaded, approval', async () => {
    const creator = `u-admin-${ORG}@example.com`;
    const { id } = (await admin.post(`/v2/org/${ORG}/designs`, { name: 'Gold foil', designer: 'client', assets: [PRINT_PDF], checkboxes: ALL_CONFIRMED })).body;
    const path = `/v2/org/${ORG}/designs/${id}`;
    expect((await admin.get(path)).body).toMatchObject({ status: 'awaiting_proof', awaitingProof: true, name: 'Gold foil', meta: { createdBy: creator } });

    expect((await admin.post(`${path}/proof`, { url: 'https://x.example/p.pdf' })).status).toBe(403);
    const proof = await root.post(`${path}/proof`, { url: 'https://files.example/proofs/p1.pdf', filename: 'p1.pdf' });
    expect(proof.body).toMatchObject({ status: 'requires_approval', requiresApproval: true, proofUrl: 'https://files.example/proofs/p1.pdf', proofFilename: 'p1.pdf' });
    const [proofMail] = await mailTo(creator);
    expect(proofMail).toMatchObject({ subject: 'Your card design proof is ready: Gold foil', links: [`http://portal.example/portal/nfc/designs/${id}`] });

    const short = await admin.post(`${path}/reject`, { comment: 'bad' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ errorMessage: 'Please enter a comment of at least 5 characters', errors: [{ path: 'comment', msg: 'Please enter a comment of at least 5 characters' }] });
    expect((await admin.post(`${path}/reject`, { comment: 'Logo too small' })).body.status).toBe('changes_requested');

    const requested = await root.post(`${path}/request-assets`, { comment: 'Please send the SVG logo' });
    expect(requested.body.status).toBe('assets_requested');
    expect((await mailTo(creator)).map((mail) => mail.subject)).toContain('Assets needed for your card design: Gold foil');
    expect((await admin.post(`${path}/update`, { assets: [] })).body.errorMessage).toBe('Please upload at least one asset file');
    expect((await admin.post(`${path}/update`, { assets: [PRINT_PDF] })).body.status).toBe('awaiting_proof');

    await root.post(`${path}/proof`, { url: 'https://files.example/proofs/p2.pdf', filename: 'p2.pdf' });
    const approved = await admin.post(`${path}/approve`);
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: creator });
    expect(approved.body.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated_proof', 'rejected_proof', 'requested_assets', 'updated', 'updated_proof', 'approved_proof']);
    expect((await root.post(`${path}/proof`, { url: 'https://files.example/p3.pdf' })).body.errorMessage).toBe('This design is approved: its proof is final');
    expect((await admin.post(`${path}/update`, { name: 'ab' })).body.errorMessage).toBe('Design name must be at least 3 characters long');
  });

  it('archives a design out of the order form and lists the library by section', async () => {
    const { id } = (await admin.post(`/v2/org/${ORG}/designs`, { name: 'Old look', designer: 'client', assets: [PRINT_PDF], checkboxes: ALL_CONFIRMED })).body;
    await root.post(`/v2/org/${ORG}/designs/${id}/proof`, { url: 'https://files.example/p.pdf', filename: 'p.pdf' });
    await admin.post(`/v2/org/${ORG}/designs/${id}/approve`);
    expect((await admin.post(`/v2/org/${ORG}/designs/${id}/archive`)).body.archived).toBe(true);
    const { locationId } = { locationId: (await admin.get(`/v1/enterprise/${ORG}/locations`, { accept: 'application/json' })).body.data[0].id };
    const refused = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, id));
    expect(refused.body.errors).toEqual([{ path: 'line_items.0.design_id', msg: 'Archived designs cannot be ordered' }]);

    const archived = (await admin.get(`/v2/org/${ORG}/designs?section=archived`)).body.data.map((design: { id: string }) => design.id);
    const custom = (await admin.get(`/v2/org/${ORG}/designs?section=custom`)).body.data.map((design: { id: string }) => design.id);
    expect(archived).toContain(id);
    expect(custom).not.toContain(id);
    expect((await admin.post(`/v2/org/${ORG}/designs/${id}/unarchive`)).body.archived).toBe(false);
  });

  it('keeps stock designs to the design team, shows them to everyone, and other organisations’ designs to no one', async () => {
    expect((await admin.post(`/v2/org/${ORG}/designs`, { name: 'Plain', designer: 'profyle', assets: [PRINT_PDF], stock: true })).status).toBe(403);
    const stock = await root.post('/v2/org/profyle_hq/designs', { name: 'Classic white', designer: 'profyle', assets: [{ url: 'https://x.example/white.pdf', name: 'white.pdf' }], stock: true, order: 2 });
    expect(stock.status).toBe(201);
    expect((await admin.get(`/v2/org/${ORG}/designs?section=stock`)).body.data.map((design: { name: string }) => design.name)).toContain('Classic white');
    expect((await admin.get(`/v2/org/${ORG}/designs/${stock.body.id}`)).body).toMatchObject({ stock: true, status: 'approved' });
    // Changing a stock design is the design team's, in the organisation that holds it.
    expect((await admin.post(`/v2/org/${ORG}/designs/${stock.body.id}/archive`)).body.errorMessage).toBe('Design not found');

    const other = httpClient(test.url, await test.tokenFor(adminOf('designs_other')));
    const mine = (await admin.post(`/v2/org/${ORG}/designs`, { name: 'Private', designer: 'client', assets: [PRINT_PDF], checkboxes: ALL_CONFIRMED })).body.id;
    expect((await other.get(`/v2/org/${ORG}/designs/${mine}`)).status).toBe(403);
    expect((await other.get(`/v2/org/designs_other/designs/${mine}`)).body).toEqual({ errorMessage: 'Design not found', errors: [] });
  });

  it('shows the production queue to superadmins only: open orders and designs needing work, or all', async () => {
    expect((await admin.get('/v2/production/orders')).status).toBe(403);
    expect((await admin.get('/v2/production/designs')).body).toEqual({ errorMessage: 'Access Denied', errors: [] });
    const designs = (await root.get('/v2/production/designs')).body;
    expect(designs.data.every((design: { status: string; archived: boolean }) => design.status !== 'approved' && !design.archived)).toBe(true);
    expect(designs.data.find((design: { name: string }) => design.name === 'Private')).toMatchObject({ organisation_name: `${ORG} Ltd` });
    const all = (await root.get('/v2/production/designs?all=true')).body;
    expect(all.data.some((design: { status: string }) => design.status === 'approved')).toBe(true);
    const updated = all.data.map((design: { meta: { updatedAt: string } }) => design.meta.updatedAt);
    expect([...updated].sort()).toEqual(updated);
  });
});
