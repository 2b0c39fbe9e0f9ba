/**
 * The NFC cards and wallet URLs CSV exports over real HTTP: columns, file names with the organisation id
 * and a timestamp, formula-safe cells, page after page of cards (more than one read-model page), and
 * tenancy.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'exports_org';

/** A CSV body as rows of cells (quotes handled; the files here have no line breaks inside cells). */
const parse = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')));

describe('card and wallet exports', () => {
  let test: TestApp;
  let root: ReturnType<typeof httpClient>;
  let admin: ReturnType<typeof httpClient>;
  let token: string;
  let ids: string[];
  let personId: string;
  const download = (path: string, bearer = token) => fetch(`${test.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } });

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    token = await test.tokenFor(adminOf(ORG));
    admin = httpClient(test.url, token);
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Exports Ltd', subscriptions: 5 })).status).toBe(201);
    ids = [];
    for (let i = 0; i < 3; i++) ids.push(...(await root.post('/v1/enterprise/cards/create', { count: 1000 })).body.ids);
    for (let i = 0; i < ids.length; i += 1000) {
      const allocated = await root.post(`/v1/enterprise/${ORG}/assign`, { card_ids: ids.slice(i, i + 1000), design_id: 'classic', demo: i === 0 });
      expect(allocated.body.results.every((r: { success: boolean }) => r.success)).toBe(true);
    }
    personId = (await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: '=HYPERLINK("x")', last_name: 'Formula', position: 'Tester', email: 'formula@example.com' })).body.personId;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'nfc', card_short_code: ids[0].slice(0, 6), send_email: false })).status).toBe(204);
  }, 120_000);
  afterAll(() => test.destroy());

  it('exports every card of the organisation, streamed page by page, with formula-safe names', async () => {
    const response = await download(`/v1/enterprise/${ORG}/cards/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="nfc-cards-${ORG}-\\d{8}-\\d{6}\\.csv"`));
    const [header, ...rows] = parse(await response.text());
    expect(header).toEqual(['card_id', 'printed_id', 'enabled', 'demo', 'person_id', 'person_name']);
    expect(rows).toHaveLength(3000);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(ids));
    expect(rows.find((row) => row[0] === ids[0])).toEqual([ids[0], ids[0].slice(0, 6), 'true', 'true', personId, `'=HYPERLINK("x") Formula`]);
    expect(rows.filter((row) => row[3] === 'true')).toHaveLength(1000);
  });

  it('exports the wallet installation URLs of the people with a Profyle', async () => {
    await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'No', last_name: 'Profyle', position: 'Tester', email: 'none@example.com' });
    const response = await download(`/v1/enterprise/${ORG}/wallet`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`filename="wallet-${ORG}-\\d{8}-\\d{6}\\.csv"`));
    const [header, ...rows] = parse(await response.text());
    expect(header).toEqual(['person_id', 'first_name', 'last_name', 'email', 'digital_id', 'ios_url', 'android_url', 'expires_at']);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.slice(0, 4)).toEqual([personId, `'=HYPERLINK("x")`, 'Formula', 'formula@example.com']);
    expect(row[5]).toMatch(new RegExp(`/${row[4]}/wallet/ios\\?expires=\\d+&signature=`));
    expect(row[6]).toMatch(new RegExp(`/${row[4]}/wallet/android\\?expires=\\d+&signature=`));
    expect(Math.round((Date.parse(row[7]) - Date.now()) / 86_400_000)).toBe(28);
  });

  it('keeps each organisation’s exports to itself', async () => {
    const outsider = await test.tokenFor(adminOf('other_org'));
    expect((await download(`/v1/enterprise/${ORG}/cards/export`, outsider)).status).toBe(403);
    expect((await download(`/v1/enterprise/${ORG}/wallet`, outsider)).status).toBe(403);
    expect(parse(await (await download('/v1/enterprise/other_org/cards/export', outsider)).text())).toHaveLength(1);
  });
});
