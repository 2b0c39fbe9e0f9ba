/**
 * A superadmin's demo account over real HTTP (spec 002 "Demo and partner tools"): POST
 * /v1/create-demo-account opens a 45-day trial of the chosen account type under an id derived from the
 * name (or the one given) and unique, brands its default layout with the five colours and the logo,
 * makes the contact a person with a digital Profyle and their photo, and invites them to the portal 15
 * minutes later (durable scheduled work) when chosen; every field error at once; only superadmins.
 */
import { WorkScheduler } from '@profyle/projector';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof httpClient>;
const PARTNER = 'demo_account_partner';
const FIFTEEN_MINUTES = 15 * 60_000;

const demo = (overrides: Record<string, unknown> = {}) => ({
  organisation_name: 'Acme Widgets',
  website_url: 'https://acme-widgets.example',
  first_name: 'Dana',
  last_name: 'Prospect',
  position: 'Head of Sales',
  email: 'Dana@Acme-Widgets.example',
  primary_color: '#1F4E79',
  secondary_color: '#ffffff',
  background_color: '#f5f5f5',
  foreground_color: '#222222',
  bottombar_color: '#1f4e79',
  logo_url: 'https://cdn.acme-widgets.example/logo.png',
  photo_url: 'https://cdn.acme-widgets.example/dana.jpg',
  account_type: 'Friends & Family',
  send_invite: true,
  created_by: 'ignored',
  ...overrides,
});

describe('demo accounts over HTTP', () => {
  let test: TestApp;
  let root: Client;
  const mailsTo = async (to: string) => ((await root.get('/dev/mailbox')).body.messages as { to: string; subject: string; links: string[] }[]).filter((mail) => mail.to === to);
  const runDueAt = async (at: Date) => {
    const done = await test.app.get(WorkScheduler).drain(at);
    await test.runtime.awaitProjections(await test.runtime.eventStore.headPosition());
    return done;
  };

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: PARTNER, name: 'Demo Account Partner', is_partner: true })).status).toBe(201);
  });
  afterAll(() => test.destroy());

  it('opens the demo: a 45-day trial of the account type, its layout in the five colours with the logo, the contact with a digital Profyle', async () => {
    const createdAt = Date.now();
    const created = await root.post('/v1/create-demo-account', demo());
    expect(created).toMatchObject({ status: 201, body: { organisation_id: 'acme_widgets', card_id: null } });

    const organisation = (await root.get('/v1/enterprise/acme_widgets')).body;
    expect(organisation).toMatchObject({
      name: 'Acme Widgets',
      isDemo: true,
      accountStatus: 'trial',
      websiteUrl: 'https://acme-widgets.example',
      subscriptions: { type: 'Friends & Family', purchased: 3, used: 1 },
    });
    expect(Date.parse(organisation.demoExpiresOn) - Date.parse(organisation.meta.createdAt)).toBe(45 * 86_400_000);

    const layout = (await root.get('/v1/enterprise/acme_widgets/configurations/default')).body;
    expect(layout.branding).toMatchObject({
      colors: { primary: '#1f4e79', secondary: '#ffffff', background: '#f5f5f5', foreground: '#222222', bottombar: '#1f4e79' },
      logo_url: 'https://cdn.acme-widgets.example/logo.png',
    });

    const people = (await root.get('/v1/enterprise/acme_widgets/people')).body;
    expect(people.total).toBe(1);
    expect(people.data[0]).toMatchObject({ first_name: 'Dana', last_name: 'Prospect', position: 'Head of Sales', email: 'dana@acme-widgets.example', photo_url: 'https://cdn.acme-widgets.example/dana.jpg' });
    expect(people.data[0].subscription).toMatchObject({ type: 'digital' });

    // Among the new demos, and its trial's end is waited for by the scheduler.
    const newDemos = (await root.get('/v1/organisations?tab=new_demos&search=acme')).body;
    expect(newDemos.data.map((row: { id: string }) => row.id)).toContain('acme_widgets');
    expect(Date.parse(organisation.meta.createdAt)).toBeGreaterThanOrEqual(createdAt - 1000);
  });

  it('invites the contact to the portal 15 minutes later, once', async () => {
    expect(await mailsTo('dana@acme-widgets.example')).toEqual([]);
    const createdAt = Date.parse((await root.get('/v1/enterprise/acme_widgets')).body.meta.createdAt);
    await runDueAt(new Date(createdAt + FIFTEEN_MINUTES - 5000));
    expect(await mailsTo('dana@acme-widgets.example')).toEqual([]);

    await runDueAt(new Date(createdAt + FIFTEEN_MINUTES + 5000));
    const mails = await mailsTo('dana@acme-widgets.example');
    expect(mails).toHaveLength(1);
    expect(mails[0].links).toEqual([expect.stringContaining('/auth/accept-invite/')]);
    expect(JSON.stringify(mails[0])).toContain('Acme Widgets');
    const admins = (await root.get('/v1/enterprise/acme_widgets/users')).body;
    expect(JSON.stringify(admins)).toContain('dana@acme-widgets.example');

    await runDueAt(new Date(createdAt + FIFTEEN_MINUTES + 60_000));
    expect(await mailsTo('dana@acme-widgets.example')).toHaveLength(1);
  });

  it('derives a unique id from the name, or takes the one given; sends no invite when not chosen', async () => {
    const again = await root.post('/v1/create-demo-account', demo({ email: 'second@acme-widgets.example', send_invite: false }));
    expect(again.body).toEqual({ organisation_id: 'acme_widgets_2', card_id: null });
    const chosen = await root.post('/v1/create-demo-account', demo({ organisation_id: 'Acme Pilot', email: 'pilot@acme-widgets.example', send_invite: false, account_type: 'Legacy Enterprise' }));
    expect(chosen.body).toEqual({ organisation_id: 'acme_pilot', card_id: null });
    expect((await root.get('/v1/enterprise/acme_pilot')).body.subscriptions.type).toBe('Legacy Enterprise');

    await runDueAt(new Date(Date.now() + 2 * FIFTEEN_MINUTES));
    expect(await mailsTo('second@acme-widgets.example')).toEqual([]);
    expect(await mailsTo('pilot@acme-widgets.example')).toEqual([]);
  });

  it('sends no invite for a demo closed before it was due', async () => {
    const created = (await root.post('/v1/create-demo-account', demo({ organisation_name: 'Closed Early', email: 'early@closed.example' }))).body;
    expect((await root.post(`/v1/enterprise/${created.organisation_id}/close-account`)).status).toBe(200);
    await runDueAt(new Date(Date.now() + 2 * FIFTEEN_MINUTES));
    expect(await mailsTo('early@closed.example')).toEqual([]);
  });

  it('answers every field error at once, writing nothing', async () => {
    const refused = await root.post('/v1/create-demo-account', {
      organisation_name: ' ',
      website_url: 'acme',
      email: 'not-an-address',
      primary_color: 'blue',
      account_type: 'Gold',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorMessage: 'Please enter the company name',
      errors: [
        { path: 'organisation_name', msg: 'Please enter the company name' },
        { path: 'website_url', msg: 'Please enter a valid URL starting with http:// or https://' },
        { path: 'first_name', msg: 'Please enter the first name' },
        { path: 'last_name', msg: 'Please enter the last name' },
        { path: 'position', msg: 'Please enter the job title' },
        { path: 'email', msg: 'Please enter a valid email address' },
        { path: 'primary_color', msg: 'Please choose a colour such as #1f4e79' },
        { path: 'secondary_color', msg: 'Please choose a colour such as #1f4e79' },
        { path: 'background_color', msg: 'Please choose a colour such as #1f4e79' },
        { path: 'foreground_color', msg: 'Please choose a colour such as #1f4e79' },
        { path: 'bottombar_color', msg: 'Please choose a colour such as #1f4e79' },
        { path: 'logo_url', msg: 'Please upload a logo' },
        { path: 'photo_url', msg: 'Please upload a photo' },
        { path: 'account_type', msg: 'Please choose an account type' },
      ],
    });
    const long = await root.post('/v1/create-demo-account', demo({ organisation_name: 'x'.repeat(101), logo_url: 'file:///etc/passwd' }));
    expect(long.body.errors).toEqual([
      { path: 'organisation_name', msg: 'Company name must be 100 characters or less' },
      { path: 'logo_url', msg: 'Please upload a PNG or JPEG image' },
    ]);
    expect((await root.get('/v1/organisations?tab=all&search=xxxxx')).body.total).toBe(0);
  });

  it('is for superadmins only', async () => {
    const admin = httpClient(test.url, await test.tokenFor(adminOf('acme_widgets')));
    const partnerAdmin = httpClient(test.url, await test.tokenFor(adminOf(PARTNER)));
    for (const client of [admin, partnerAdmin]) {
      expect(await client.post('/v1/create-demo-account', demo({ organisation_name: 'Not Allowed' }))).toMatchObject({ status: 403, body: { errorMessage: 'Access Denied', errors: [] } });
    }
    expect((await httpClient(test.url).post('/v1/create-demo-account', demo())).status).toBe(401);
    expect((await root.get('/v1/organisations?tab=all&search=not%20allowed')).body.total).toBe(0);
  });
});
