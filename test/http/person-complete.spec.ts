/**
 * The person, complete, over real HTTP: every field of spec 001 section 3 round-trips, the Profyle PIN or
 * password is stored only as a hash (and kept when the form leaves it blank), translations are limited
 * to the supported languages, and the page's derived fields: the digital id and public link of a
 * subscription, and the push notification status.
 */
import { personDecider, personStreamId } from '@profyle/domain';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'complete_org';
const base = { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@example.com' };

describe('the person, complete', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let personId: string;
  const detail = async () => (await admin.get(`/v1/enterprise/${ORG}/people/${personId}`)).body;
  const storedProfile = async () => {
    const events = await test.runtime.eventStore.readStream(personStreamId(personId));
    return (events[events.length - 1].data as { profile: Record<string, unknown> }).profile;
  };

  beforeAll(async () => {
    test = await startTestApp({ PROFYLE_BASE_URL: 'https://profyle.example/c' });
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Complete Ltd', subscriptions: 2 })).status).toBe(201);
  });
  afterAll(() => test.destroy());

  it('keeps every field of the person', async () => {
    const body = {
      ...base,
      prefix: 'Dr',
      pronouns: 'she/her',
      nominals: 'FRS',
      department: 'Analytical Engines',
      bio: 'Wrote the first program.',
      mobile: '+44 20 7946 0000',
      calendar_url: 'https://cal.example/ada',
      linked_in: 'https://www.linkedin.com/in/ada',
      twitter: '@ada',
      instagram: 'ada',
      tags: ['  Board Members ', 'VIP!', 'vip', 'R&D Team'],
      crm_id: ' crm-42 ',
      notifications: { weekly_intros: false },
      linked_profyles: 'list',
      linked_ids: ['p-2'],
      locations: 'custom',
      address: '1 Lovelace Way;;London;;N1 1AA;United Kingdom',
      redirect_enabled: true,
      redirect_url: 'https://ada.example',
      visible: false,
      translations: { fr: { position: 'Ingénieure', bio: 'A écrit le premier programme.' }, ar: { first_name: 'آدا' } },
    };
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, body);
    expect(created.status).toBe(201);
    personId = created.body.personId;
    expect(await detail()).toMatchObject({
      ...body,
      tags: ['board-members', 'vip', 'rd-team'],
      crm_id: 'crm-42',
      password_mode: 'disabled',
      password_set: false,
      subscription: null,
      public_url: null,
      push_status: 'UNAVAILABLE',
      last_access: null,
      counter: 0,
      intro_counter: 0,
    });
  });

  it('refuses translations for a language the Profyle does not support', async () => {
    const response = await admin.put(`/v1/enterprise/${ORG}/people/${personId}`, { ...base, translations: { xx: { bio: 'x' } } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'translations.xx', msg: "Translations are not available for 'xx'" }]);
  });

  it('stores a PIN as a hash only, and never answers it', async () => {
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}`, { ...base, password_mode: 'pin', password: '2468' })).status).toBe(200);
    const stored = await storedProfile();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(await test.runtime.eventStore.readStream(personStreamId(personId)))).not.toContain('2468');
    const page = await detail();
    expect(page).toMatchObject({ password_mode: 'pin', password_set: true });
    expect(page).not.toHaveProperty('password');
  });

  it('keeps the stored PIN when the form leaves it blank, and asks for one when the mode changes', async () => {
    const hash = (await storedProfile()).password;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}`, { ...base, position: 'Countess', password_mode: 'pin', password: '' })).status).toBe(200);
    expect((await storedProfile()).password).toBe(hash);
    const changed = await admin.put(`/v1/enterprise/${ORG}/people/${personId}`, { ...base, password_mode: 'password', password: '' });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual({ errorMessage: 'Password must be at least 4 characters', errors: [{ path: 'password', msg: 'Password must be at least 4 characters' }] });
    const none = await admin.put(`/v1/enterprise/${ORG}/people`, { ...base, email: 'pin@example.com', password_mode: 'pin', password: '' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'password', msg: 'PIN must be exactly 4 digits' }]);
  });

  it('gives a subscription a digital id and a public link from PROFYLE_BASE_URL', async () => {
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    const page = await detail();
    expect(page.subscription.digital_id).toMatch(/^[0-9A-F]{32}$/);
    expect(page.public_url).toBe(`https://profyle.example/c/${page.subscription.digital_id}`);
    expect(page.push_status).toBe('UNAVAILABLE');
  });

  it('shows push notifications ACTIVE only with a digital id and a push token', async () => {
    const metadata = commandMetadata(adminOf(ORG), ORG);
    const registered = await test.runtime.shell.execute({ streamId: personStreamId(personId), decider: personDecider, command: { type: 'ChangePushToken', data: { personId, token: 'fcm-token-1' }, metadata } });
    await test.runtime.awaitProjections(registered.position);
    expect((await detail()).push_status).toBe('ACTIVE');
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/remove-subscription`)).status).toBe(200);
    expect(await detail()).toMatchObject({ push_status: 'UNAVAILABLE', public_url: null });
  });
});
