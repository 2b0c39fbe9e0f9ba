/**
 * Layouts over real HTTP on the embedded runtime: the derived default, create, PATCH field by field,
 * the whole block list, PUT, DELETE 204, the spec's refusals, tenancy and the read model after a restart.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'layout_org';
const OTHER_ORG = 'layout_other';
const base = `/v1/enterprise/${ORG}/configurations`;

describe('layouts over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let otherAdmin: ReturnType<typeof httpClient>;
  let layoutId: string;

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Layout Ltd' })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: OTHER_ORG, name: 'Other Ltd' })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    otherAdmin = httpClient(test.url, await test.tokenFor(adminOf(OTHER_ORG)));
  });
  afterAll(() => test.destroy());

  it('lists the default layout derived from the organisation before anything is stored', async () => {
    const list = await admin.get(base);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: 'default', label: 'Default', name: 'Layout Ltd', template: 'modern-2024', buttonStyle: 'standard', is_default: true })]);
    expect(list.body.themes.map((theme: { id: string }) => theme.id)).toEqual(['modern-2024', 'headshot-2024', 'header-2024', 'enterprise-2023']);
    expect(list.body.themes.find((theme: { id: string }) => theme.id === 'enterprise-2023')).toMatchObject({ name: 'Classic', deprecated: true });

    const detail = await admin.get(`${base}/default`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('etag')).toBeNull();
    expect(detail.body).toMatchObject({ id: 'default', stored: false, meta: null, buttons: [expect.objectContaining({ type: 'tel', default: true }), expect.objectContaining({ type: 'email' }), expect.objectContaining({ type: 'linkedin' })] });
  });

  it("offers the organisation's custom themes (the setting themes) beside the built-in ones, and refuses an unknown theme", async () => {
    const themes = [{ id: 'layout-gold', name: 'Layout Gold', base: 'header-2024', css: '.hero{letter-spacing:.02em}' }];
    const refused = await admin.patch(`/v1/enterprise/${ORG}/settings`, { setting: 'themes', value: [{ ...themes[0], id: 'header-2024' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'value.0.id', msg: 'Theme id must be 1 to 40 lower-case letters, digits or hyphens, and not a built-in theme' }]);
    const tooLong = await admin.patch(`/v1/enterprise/${ORG}/settings`, { setting: 'themes', value: [{ ...themes[0], css: 'x'.repeat(10_001) }] });
    expect(tooLong.body.errors).toEqual([{ path: 'value.0.css', msg: 'CSS must be 10000 characters or less' }]);
    expect((await admin.patch(`/v1/enterprise/${ORG}/settings`, { setting: 'themes', value: themes })).status).toBe(200);

    const list = await admin.get(base);
    expect(list.body.themes.at(-1)).toEqual({ id: 'layout-gold', name: 'Layout Gold', custom: true, deprecated: false, base: 'header-2024' });
    expect((await otherAdmin.get(`/v1/enterprise/${OTHER_ORG}/configurations`)).body.themes.map((theme: { id: string }) => theme.id)).not.toContain('layout-gold');

    const gold = await admin.post(base, { label: 'Gold', name: 'Layout Ltd', template: 'layout-gold' });
    expect(gold.status).toBe(201);
    const unknown = await admin.patch(`${base}/${gold.body.id}`, { field_to_update: 'template', template: 'layout-silver' });
    expect(unknown.body).toEqual({ errorMessage: 'Unknown theme: layout-silver', errors: [{ path: 'template', msg: 'Unknown theme: layout-silver' }] });
    // Another organisation cannot choose it.
    expect((await otherAdmin.post(`/v1/enterprise/${OTHER_ORG}/configurations`, { label: 'Gold', name: 'Other Ltd', template: 'layout-gold' })).status).toBe(400);
    expect((await admin.delete(`${base}/${gold.body.id}`)).status).toBe(204);
  });

  it('creates a layout: 201 with the layout and its ETag, refusing a missing company name in the spec wording', async () => {
    const refused = await admin.post(base, { label: 'Sales' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errorMessage: 'Company name is required', errors: [{ path: 'name', msg: 'Company name is required' }] });

    const created = await admin.post(base, { label: 'Sales', name: 'Layout Ltd Sales', template: 'headshot-2024' });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('W/"0"');
    expect(created.body).toMatchObject({ label: 'Sales', name: 'Layout Ltd Sales', template: 'headshot-2024', buttonStyle: 'standard', stored: true, is_default: false, buttons: [] });
    layoutId = created.body.id;
    expect(layoutId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('PATCH saves one field at a time and answers the layout', async () => {
    const primary = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'branding.colors.primary', 'branding.colors.primary': '#C00' });
    expect(primary.status).toBe(200);
    expect(primary.headers.get('etag')).toBe('W/"1"');
    expect(primary.body.branding.colors.primary).toBe('#cc0000');

    const style = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'buttonStyle', buttonStyle: 'rounded' });
    expect(style.body.buttonStyle).toBe('rounded');
    expect((await admin.get(`${base}/${layoutId}`)).body).toMatchObject({ buttonStyle: 'rounded', branding: { colors: { primary: '#cc0000' } } });
  });

  it('PATCH buttons saves the whole list: add, reorder, and full-width blocks take a whole row', async () => {
    const blocks = [
      { id: 'b1', type: 'url', title: 'Website', url: 'https://layout.example', size: 6, icon: 'fa fa-globe' },
      { id: 'b2', type: 'text', title: 'About us', subtitle: 'We make layouts', size: 4 },
      { id: 'b3', type: 'video', source: 'https://www.youtube.com/watch?v=abc', size: 3 },
    ];
    const saved = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'buttons', buttons: blocks });
    expect(saved.status).toBe(200);
    expect(saved.body.buttons.map((block: { id: string; size: number }) => [block.id, block.size])).toEqual([
      ['b1', 6],
      ['b2', 12],
      ['b3', 12],
    ]);
    expect(saved.body.buttons[2].provider).toBe('youtube');

    const reordered = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'buttons', buttons: [blocks[2], blocks[0], blocks[1]] });
    expect(reordered.body.buttons.map((block: { id: string }) => block.id)).toEqual(['b3', 'b1', 'b2']);
  });

  it('refuses a video block without a source and other bad input with field paths', async () => {
    const video = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'buttons', buttons: [{ id: 'v', type: 'video' }] });
    expect(video.status).toBe(400);
    expect(video.body).toEqual({ errorMessage: 'A video block needs a video source', errors: [{ path: 'buttons.0.source', msg: 'A video block needs a video source' }] });

    const unknownField = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'owner', owner: 'me' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toEqual([{ path: 'field_to_update', msg: 'Unknown layout field: owner' }]);

    const colour = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'branding.colors.foreground', 'branding.colors.foreground': 'blue' });
    expect(colour.body.errors).toEqual([{ path: 'branding.colors.foreground', msg: 'Colour must be a hex colour such as #1f4e79' }]);

    const tooLong = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'label', label: 'x'.repeat(101) });
    expect(tooLong.body.errors).toEqual([{ path: 'label', msg: 'Label must be 100 characters or less' }]);

    const size = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'buttons', buttons: [{ id: 'x', type: 'url', url: 'https://a.example', size: 5 }] });
    expect(size.body.errors).toEqual([{ path: 'buttons.0.size', msg: 'Size must be one of 12, 6, 4, 3, 2' }]);

    const script = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'buttons', buttons: [{ id: 'x', type: 'url', url: 'javascript:alert(1)' }] });
    expect(script.body.errors).toEqual([{ path: 'buttons.0.url', msg: 'Link must start with https:// or http://' }]);

    const classic = await admin.patch(`${base}/${layoutId}`, { field_to_update: 'template', template: 'enterprise-2023' });
    expect(classic.body.errorMessage).toBe('The Classic theme is deprecated and can no longer be chosen');
    // Nothing of the refused changes was kept.
    expect((await admin.get(`${base}/${layoutId}`)).body.buttons.map((block: { id: string }) => block.id)).toEqual(['b3', 'b1', 'b2']);
  });

  it('PUT replaces the whole layout and honours If-Match', async () => {
    const current = await admin.get(`${base}/${layoutId}`);
    const etag = current.headers.get('etag')!;
    const body = { ...current.body, label: 'Sales team', buttons: [] };
    const replaced = await admin.put(`${base}/${layoutId}`, body, { 'if-match': etag });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ label: 'Sales team', buttons: [] });
    const stale = await admin.put(`${base}/${layoutId}`, { ...body, label: 'Old' }, { 'if-match': etag });
    expect(stale.status).toBe(412);
  });

  it('edits the default layout: the first change stores it, its label stays', async () => {
    const changed = await admin.patch(`${base}/default`, { field_to_update: 'template', template: 'header-2024' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: 'default', label: 'Default', template: 'header-2024', stored: true });
    expect(changed.headers.get('etag')).toBe('W/"0"');

    const label = await admin.patch(`${base}/default`, { field_to_update: 'label', label: 'Main' });
    expect(label.status).toBe(400);
    expect(label.body.errors).toEqual([{ path: 'label', msg: "The default layout's label cannot be edited" }]);

    const list = await admin.get(base);
    expect(list.body.data.map((row: { id: string; label: string }) => row.label)).toEqual(['Default', 'Sales team']);
  });

  it('keeps organisations apart', async () => {
    expect((await otherAdmin.get(`/v1/enterprise/${OTHER_ORG}/configurations/${layoutId}`)).status).toBe(404);
    expect((await otherAdmin.patch(`/v1/enterprise/${OTHER_ORG}/configurations/${layoutId}`, { field_to_update: 'name', name: 'Mine' })).status).toBe(404);
    expect((await otherAdmin.delete(`/v1/enterprise/${OTHER_ORG}/configurations/${layoutId}`)).status).toBe(404);
    expect((await otherAdmin.get(base)).status).toBe(403);
    expect((await otherAdmin.patch(`${base}/${layoutId}`, { field_to_update: 'name', name: 'Mine' })).status).toBe(403);
    expect((await httpClient(test.url).get(base)).status).toBe(401);
    expect((await otherAdmin.get(`/v1/enterprise/${OTHER_ORG}/configurations`)).body.data).toEqual([expect.objectContaining({ id: 'default', name: 'Other Ltd' })]);
  });

  it('deletes a layout with 204, refuses the default one, and a deleted one is gone', async () => {
    const refused = await admin.delete(`${base}/default`);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('The default layout cannot be deleted');

    const deleted = await admin.delete(`${base}/${layoutId}`);
    expect(deleted.status).toBe(204);
    expect((await admin.get(`${base}/${layoutId}`)).status).toBe(404);
    expect((await admin.delete(`${base}/${layoutId}`)).status).toBe(404);
    expect((await admin.get(base)).body.data.map((row: { id: string }) => row.id)).toEqual(['default']);
  });

  it('keeps layouts across a restart', async () => {
    await test.stop();
    test = await startTestApp({}, test.dataDir);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    expect((await admin.get(`${base}/default`)).body).toMatchObject({ template: 'header-2024', stored: true });
  });
});
