/**
 * Creating a trial over real HTTP (spec 000 "Register (trial sign-up)", sections 3, 4, 5, 8 and 9): the
 * registration page's offer for an affiliate link and a card; POST /v2/trials/ as the registering user
 * (the organisation as a trial of 45 days, 90 with a card, or the affiliate's terms; the user its owner
 * admin; the first person with a digital Profyle or the card; the colours and theme on its layout); every
 * refusal in the spec's words; the affiliate's last use won by one of two racing registrations; and a
 * registration that is somebody else's, or over, refused.
 */
import { httpClient } from '../support/http-client';
import { superadmin, type TestApp } from '../support/test-app';
import { as, startIdentityApp } from './identity-fixtures';

const DAY = 86_400_000;

describe('trials over HTTP', () => {
  let test: TestApp;
  let anonymous: ReturnType<typeof httpClient>;
  let root: ReturnType<typeof httpClient>;
  let cards: string[];

  const signUp = async (email: string) => {
    const response = await anonymous.post('/v1/auth/sign-up/password', { email, password: 'correct horse battery' });
    expect(response.status).toBe(200);
    return response.body as { accessToken: string; user: { id: string; email: string } };
  };
  const body = (user: { id: string; email: string }, extra: Record<string, unknown> = {}) => ({
    organisation_name: 'Lovelace Analytics',
    email: user.email,
    auth_user_id: user.id,
    position: 'Founder',
    first_name: 'Ada',
    last_name: 'Lovelace',
    linked_in: 'https://www.linkedin.com/in/ada',
    calendar_url: '',
    mobile: '+44 7700 900001',
    website_url: 'https://lovelace.example',
    primary_color: '#6a1b9a',
    secondary_color: '#ffffff',
    theme: 'headshot-2024',
    send_invite: true,
    send_digital: false,
    organisation_size: 6,
    ...extra,
  });

  beforeAll(async () => {
    test = await startIdentityApp();
    anonymous = httpClient(test.url);
    root = httpClient(test.url, await test.tokenFor(superadmin));
    for (const affiliate of [
      { id: 'expo-2026', name: 'Expo 2026', offer_text: '60 days free for Expo visitors', trial_duration: 60, subscriptions: 5, discount: 10, max_uses: 0 },
      { id: 'last-seat', name: 'Last Seat', max_uses: 1 },
      { id: 'gone', name: 'Gone', expires_at: '2020-01-01' },
      { id: 'shelved', name: 'Shelved' },
    ]) {
      expect((await root.post('/v1/affiliates', affiliate)).status).toBe(201);
    }
    expect((await root.post('/v1/affiliates/shelved/archive')).status).toBe(200);
    cards = (await root.post('/v1/enterprise/cards/create', { count: 3 })).body.ids;
  });
  afterAll(() => test.destroy());

  it('tells the registration page the terms of a link, or refuses it in the spec’s words', async () => {
    expect((await anonymous.get('/v2/trials/offer')).body).toEqual({ trial_days: 45, subscriptions: 3, discount: 0, affiliate: null, card: null });
    expect((await anonymous.get('/v2/trials/offer?aff=expo-2026')).body).toMatchObject({
      trial_days: 60,
      subscriptions: 5,
      discount: 10,
      affiliate: { id: 'expo-2026', name: 'Expo 2026', offer_text: '60 days free for Expo visitors' },
    });
    expect((await anonymous.get(`/v2/trials/offer?card_id=${cards[2].toLowerCase()}`)).body).toMatchObject({ trial_days: 90, card: { id: cards[2], colour: null } });
    const refusals: [string, string][] = [
      ['aff=nobody', 'Invalid affiliate ID (nobody).'],
      ['aff=gone', 'Affiliate ID (gone) has expired.'],
      ['aff=shelved', 'Affiliate ID (shelved) is not available.'],
      ['card_id=not-a-card', 'Invalid Card ID (not-a-card).'],
      [`card_id=${'F'.repeat(32)}`, `Invalid Card ID (${'F'.repeat(32)}).`],
    ];
    for (const [query, message] of refusals) {
      const response = await anonymous.get(`/v2/trials/offer?${query}`);
      expect({ query, status: response.status, message: response.body.errorMessage }).toEqual({ query, status: 400, message });
    }
  });

  it('checks the wizard’s payload with the spec’s messages, writing nothing', async () => {
    const user = await signUp('checked@lovelace.example');
    const newcomer = as(test, { accessToken: user.accessToken });
    const response = await newcomer.post('/v2/trials/', body(user.user, { first_name: '', last_name: ' ', organisation_name: '', position: '', organisation_size: 0, linked_in: 'https://example.com/ada', calendar_url: 'ftp://x', website_url: 'lovelace' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', msg: 'Please enter your first name' },
        { path: 'last_name', msg: 'Please enter your last name' },
        { path: 'organisation_name', msg: 'Please enter your company name' },
        { path: 'position', msg: 'Please enter your job title' },
        { path: 'organisation_size', msg: 'Please select your company size' },
        { path: 'linked_in', msg: 'Please enter a valid LinkedIn URL' },
        { path: 'calendar_url', msg: 'Please enter a valid URL starting with http:// or https://' },
        { path: 'website_url', msg: 'Please enter a valid URL starting with http:// or https://' },
      ]),
    );
    expect((await newcomer.post('/v2/trials/', body(user.user, { theme: 'enterprise-2023' }))).body.errors).toEqual([{ path: 'theme', msg: 'Please choose a theme' }]);
    expect((await newcomer.post('/v2/trials/', body(user.user, { card_id: cards[0].slice(0, 10) }))).body.errorMessage).toBe(`Invalid Card ID (${cards[0].slice(0, 10)}).`);
    expect((await newcomer.post('/v2/trials/', body(user.user, { affiliate_id: 'gone' }))).body.errors).toEqual([{ path: 'affiliate_id', msg: 'Affiliate ID (gone) has expired.' }]);
    expect((await newcomer.get('/v1/auth/me')).body.user).toMatchObject({ registering: true, organisationId: '' });
  });

  it('creates the trial of one’s own registration only', async () => {
    const ada = await signUp('ada@lovelace.example');
    const other = await signUp('other@lovelace.example');
    const refused = await as(test, { accessToken: other.accessToken }).post('/v2/trials/', body(ada.user));
    expect(refused).toMatchObject({ status: 403, body: { errorMessage: 'You can only create a trial for your own registration' } });
    expect((await anonymous.post('/v2/trials/', body(ada.user))).status).toBe(401);
    const admin = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await admin.post('/v2/trials/', body({ id: superadmin.userId, email: superadmin.email }))).body.errorMessage).toBe('This account has no registration in progress');
  });

  it('opens a 45-day trial with its owner, its first Profyle and the chosen look; the registration is over', async () => {
    const ada = await signUp('founder@lovelace.example');
    const founder = as(test, { accessToken: ada.accessToken });
    const before = Date.now();
    const created = await founder.post('/v2/trials/', body(ada.user));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ organisation_id: 'lovelace_analytics', digital_id: expect.stringMatching(/^[0-9A-F]{32}$/) });
    const orgId = created.body.organisation_id;

    const me = (await founder.get('/v1/auth/me')).body;
    expect(me.user).toMatchObject({ registering: false, admin: true, owner: true, organisationId: orgId, name: 'Ada Lovelace' });
    const organisation = (await founder.get(`/v1/enterprise/${orgId}`)).body;
    expect(organisation).toMatchObject({ name: 'Lovelace Analytics', isDemo: true, orgSize: 6, websiteUrl: 'https://lovelace.example', subscriptions: { purchased: 3, used: 1 } });
    expect(Date.parse(organisation.demoExpiresOn) - before).toBeGreaterThan(44.9 * DAY);
    expect(Date.parse(organisation.demoExpiresOn) - before).toBeLessThan(45.1 * DAY);

    const people = (await founder.get(`/v1/enterprise/${orgId}/people`)).body.data;
    expect(people).toHaveLength(1);
    const person = (await founder.get(`/v1/enterprise/${orgId}/people/${people[0].person_id}`)).body;
    expect(person).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'founder@lovelace.example', position: 'Founder', linked_in: 'https://www.linkedin.com/in/ada', subscription: { type: 'digital' } });
    const layout = (await founder.get(`/v1/enterprise/${orgId}/configurations/default`)).body;
    expect(layout).toMatchObject({ template: 'headshot-2024', branding: { colors: { primary: '#6a1b9a', secondary: '#ffffff' } } });
    const page = await fetch(`${test.url}/c/${created.body.digital_id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ada Lovelace');

    // Over: a second trial and a cancellation are refused; the portal is the founder's now.
    expect((await founder.post('/v2/trials/', body(ada.user))).body.errorMessage).toBe('This account has no registration in progress');
    expect((await founder.delete(`/v1/auth/${ada.user.id}/cancel-registration`)).status).toBe(400);
    expect((await founder.get(`/v1/enterprise/${orgId}/people`)).status).toBe(200);
  });

  it('gives an affiliate’s terms, and lets only one of two registrations racing for its last use win', async () => {
    const expo = await signUp('visitor@expo.example');
    const created = await as(test, { accessToken: expo.accessToken }).post('/v2/trials/', body(expo.user, { organisation_name: 'Expo Visitor Ltd', affiliate_id: 'expo-2026' }));
    expect(created.status).toBe(201);
    const organisation = (await as(test, { accessToken: expo.accessToken }).get(`/v1/enterprise/${created.body.organisation_id}`)).body;
    expect(organisation.subscriptions.purchased).toBe(5);
    expect(Date.parse(organisation.demoExpiresOn) - Date.now()).toBeGreaterThan(59.9 * DAY);

    const racers = await Promise.all(['one@race.example', 'two@race.example'].map(signUp));
    const answers = await Promise.all(racers.map((racer, n) => as(test, { accessToken: racer.accessToken }).post('/v2/trials/', body(racer.user, { organisation_name: `Racer ${n}`, affiliate_id: 'last-seat' }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const loser = answers.findIndex((answer) => answer.status === 400);
    expect(answers[loser].body.errors).toEqual([{ path: 'affiliate_id', msg: 'Affiliate ID (last-seat) is not valid.' }]);
    // The loser's registration is untouched: still registering, no organisation opened for it.
    expect((await as(test, { accessToken: racers[loser].accessToken }).get('/v1/auth/me')).body.user).toMatchObject({ registering: true, organisationId: '' });
    expect((await root.get('/v1/affiliates/last-seat')).body).toMatchObject({ uses: 1, isValid: false });
    expect((await anonymous.get('/v2/trials/offer?aff=last-seat')).body.errorMessage).toBe('Affiliate ID (last-seat) is not valid.');
  });

  it('starts a 90-day trial from a card: the card is the first Profyle, and cannot be registered twice', async () => {
    const holder = await signUp('holder@card.example');
    const created = await as(test, { accessToken: holder.accessToken }).post('/v2/trials/', body(holder.user, { organisation_name: 'Card Holder Co', card_id: cards[1].toLowerCase() }));
    expect(created.status).toBe(201);
    expect(created.body.digital_id).toBe(cards[1]);
    const owner = as(test, { accessToken: holder.accessToken });
    const orgId = created.body.organisation_id;
    const organisation = (await owner.get(`/v1/enterprise/${orgId}`)).body;
    expect(Date.parse(organisation.demoExpiresOn) - Date.now()).toBeGreaterThan(89.9 * DAY);
    const people = (await owner.get(`/v1/enterprise/${orgId}/people`)).body.data;
    expect((await owner.get(`/v1/enterprise/${orgId}/people/${people[0].person_id}`)).body.subscription).toMatchObject({ type: 'nfc', card_id: cards[1] });

    const late = await signUp('late@card.example');
    const again = await as(test, { accessToken: late.accessToken }).post('/v2/trials/', body(late.user, { organisation_name: 'Late Co', card_id: cards[1] }));
    expect(again.body.errors).toEqual([{ path: 'card_id', msg: `Card ${cards[1]} has already been registered.` }]);
    expect((await anonymous.get(`/v2/trials/offer?card_id=${cards[1]}`)).body.errorMessage).toBe(`Card ${cards[1]} has already been registered.`);
  });

  it('gives the terms of the affiliate a free card was generated for, to a registration with that card and no link', async () => {
    const [expoCard] = (await root.post('/v2/cards', { count: 1, colour: 'navy', affiliate_id: 'expo-2026' })).body.ids;
    const [goneCard] = (await root.post('/v2/cards', { count: 1, colour: 'navy', affiliate_id: 'shelved' })).body.ids;
    expect((await anonymous.get(`/v2/trials/offer?card_id=${expoCard}`)).body).toMatchObject({ trial_days: 60, subscriptions: 5, discount: 10, affiliate: { id: 'expo-2026' }, card: { id: expoCard, colour: 'navy' } });
    // An affiliate that can no longer be used leaves the card's own terms; it refuses nothing.
    expect((await anonymous.get(`/v2/trials/offer?card_id=${goneCard}`)).body).toMatchObject({ trial_days: 90, subscriptions: 3, affiliate: null, card: { id: goneCard, colour: 'navy' } });

    const visitor = await signUp('card-visitor@expo.example');
    const created = await as(test, { accessToken: visitor.accessToken }).post('/v2/trials/', body(visitor.user, { organisation_name: 'Expo Card Ltd', card_id: expoCard }));
    expect(created.status).toBe(201);
    const organisation = (await as(test, { accessToken: visitor.accessToken }).get(`/v1/enterprise/${created.body.organisation_id}`)).body;
    expect(organisation.subscriptions.purchased).toBe(5);
    expect(Date.parse(organisation.demoExpiresOn) - Date.now()).toBeGreaterThan(59.9 * DAY);
    expect(Date.parse(organisation.demoExpiresOn) - Date.now()).toBeLessThan(60.1 * DAY);
  });
});
