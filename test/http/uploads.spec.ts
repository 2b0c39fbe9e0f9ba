/** Image uploads over real HTTP: type by content, size limit, tenancy, and serving with caching headers. */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'uploads_org';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('image uploads over HTTP', () => {
  let test: TestApp;
  let token: string;

  const upload = async (bytes: Buffer, name = 'photo.png', type = 'image/png', org = ORG, field = 'file', auth = token) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${test.url}/v1/enterprise/${org}/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${auth}` } });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    test = await startTestApp();
    await httpClient(test.url, await test.tokenFor(superadmin)).post('/v1/enterprise', { organisation_id: ORG, name: 'Uploads Ltd' });
    token = await test.tokenFor(adminOf(ORG));
  });
  afterAll(() => test.destroy());

  it('stores a PNG (201) and serves it to anyone with the link, cached for a year', async () => {
    const { status, body } = await upload(PNG);
    expect(status).toBe(201);
    expect(body).toMatchObject({ content_type: 'image/png', size: PNG.length });
    expect(body.url).toMatch(new RegExp(`^${test.url}/v1/images/${ORG}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('judges the type by the bytes, not the name or the claimed type', async () => {
    const jpeg = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'x.png', 'image/png');
    expect(jpeg.body.content_type).toBe('image/jpeg');
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png');
    expect(html).toEqual({ status: 400, body: { errorMessage: 'Please choose a PNG, JPEG, WebP or GIF image', errors: [{ path: 'file', msg: 'Please choose a PNG, JPEG, WebP or GIF image' }] } });
  });

  it('refuses a missing file and one over 5 MB', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', ORG, 'other')).body.errorMessage).toBe('Please choose a file to upload');
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big).toEqual({ status: 413, body: { errorMessage: 'The image must be 5 MB or smaller', errors: [{ path: 'file', msg: 'The image must be 5 MB or smaller' }] } });
  });

  it("refuses uploads into another organisation and without a token; unknown images are 404", async () => {
    expect((await upload(PNG, 'a.png', 'image/png', 'someone_else')).status).toBe(403);
    expect((await fetch(`${test.url}/v1/enterprise/${ORG}/images`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${test.url}/v1/images/${ORG}/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${test.url}/v1/images/${ORG}/..%2F..%2Fevents.sqlite`)).status).toBe(404);
  });
});
