/**
 * The public Profyle over real HTTP on the embedded runtime: the page a QR code or card opens (by person
 * id, digital id or the id of the NFC card the person holds), the layout precedence (group layout, else
 * default), translations, custom fields and addresses, the vCard, the neutral unavailable page, the
 * redirect, PIN protection, visits counted without an IP, and the exchange form (honeypot, errors,
 * limits) recording an introduction that the person page counts.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'public_org';

interface Page {
  status: number;
  headers: Headers;
  text: string;
}

describe('the public Profyle over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let ada: string;
  let grace: string;
  let groupLayout: string;

  const visit = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Page> => {
    const response = await fetch(test.url + path, { redirect: 'manual', ...init });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const form = (values: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) for (const each of [value].flat()) body.append(key, each);
    return { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } };
  };
  const person = async (personId: string) => (await admin.get(`/v1/enterprise/${ORG}/people/${personId}`)).body;
  const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const create = async (body: Record<string, unknown>) => {
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, { position: 'Engineer', ...body });
    expect(created.status).toBe(201);
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    return created.body.personId as string;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Public Ltd', subscriptions: 20 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));

    const layout = await admin.post(`/v1/enterprise/${ORG}/configurations`, {
      label: 'Sales',
      name: 'Public Sales Ltd',
      template: 'header-2024',
      buttonStyle: 'rounded',
      buttons: [{ id: 'site', type: 'url', title: 'Our website', url: 'https://public.example' }],
    });
    groupLayout = layout.body.id;
    const location = await admin.post(`/v1/enterprise/${ORG}/locations`, { name: 'Head Office', line1: '1 Main Street', city: 'London', postcode: 'N1 1AA' });
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, {
      name: 'Sales',
      parent_id: 'none',
      configuration_id: groupLayout,
      enable_exchange: true,
      location_ids: [location.body.id],
      custom_intro_email_html: '<p>Hey {{first_name}}, thanks for stopping by.</p><p>{{my_name}}</p><script>alert(1)</script>',
    });
    expect(group.status).toBe(200);
    const field = await admin.post(`/v1/enterprise/${ORG}/custom-fields`, { name: 'Desk phone', vcard: 'tel', vcard_type: 'work', hide: true, default: '' });
    ada = await create({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@public.example',
      mobile: '+44 20 7946 0000',
      bio: 'Poetical <science>',
      group_id: group.body.id,
      locations: 'group',
      custom_fields: { [field.body.id]: '+44 20 7946 0001' },
      translations: { fr: { position: 'Ingénieure' } },
    });
    grace = await create({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@public.example' });
  });
  afterAll(() => test.destroy());

  it('serves the Profyle of a person in a group with the group layout, under its own strict CSP', async () => {
    const page = await visit(`/c/${ada}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    // The portal frames it (the editor's preview); no other site may.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp).not.toContain('googletagmanager');
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(page.text).toContain('<h1 class="name">Ada Lovelace</h1>');
    expect(page.text).toContain('Poetical &lt;science&gt;');
    expect(page.text).toContain('class="theme-header-2024"');
    expect(page.text).toContain('<p class="company">Public Sales Ltd</p>');
    expect(page.text).toContain('href="https://public.example"');
    expect(page.text).toContain('1 Main Street');
    expect(page.text).toContain('Desk phone');
    expect(page.text).toContain(`href="/c/${ada}/contact.vcf"`);
  });

  it('shows the default layout, derived from the organisation, to a person without a group', async () => {
    const page = await visit(`/c/${grace}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('class="theme-modern-2024"');
    expect(page.text).toContain('<p class="company">Public Ltd</p>');
    expect(page.text).not.toContain('Our website');
  });

  it('falls back to the default layout when the group layout is deleted', async () => {
    const temporary = await admin.post(`/v1/enterprise/${ORG}/configurations`, { label: 'Temp', name: 'Temp Ltd', template: 'headshot-2024' });
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Temp', parent_id: 'none', configuration_id: temporary.body.id, enable_exchange: false, location_ids: [] });
    const person = await create({ first_name: 'Alan', last_name: 'Turing', email: 'alan@public.example', group_id: group.body.id });
    expect((await visit(`/c/${person}`)).text).toContain('class="theme-headshot-2024"');
    expect((await admin.delete(`/v1/enterprise/${ORG}/configurations/${temporary.body.id}`)).status).toBe(204);
    const after = await visit(`/c/${person}`);
    expect(after.text).toContain('class="theme-modern-2024"');
    expect(after.text).toContain('<p class="company">Public Ltd</p>');
  });

  it("draws a custom theme as its base theme with the theme's CSS, and a removed one as the default", async () => {
    const theme = { id: 'public-gold', name: 'Public Gold', base: 'headshot-2024', css: '.hero{letter-spacing:.03em}</style><script>alert(1)</script>' };
    expect((await admin.patch(`/v1/enterprise/${ORG}/settings`, { setting: 'themes', value: [theme] })).status).toBe(200);
    const layout = await admin.post(`/v1/enterprise/${ORG}/configurations`, { label: 'Gold', name: 'Gold Ltd', template: 'public-gold' });
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Gold', parent_id: 'none', configuration_id: layout.body.id, enable_exchange: false, location_ids: [] });
    const person = await create({ first_name: 'Katherine', last_name: 'Johnson', email: 'katherine@public.example', group_id: group.body.id });
    const page = await visit(`/c/${person}`);
    expect(page.text).toContain('class="theme-headshot-2024"');
    expect(page.text).toContain('.hero{letter-spacing:.03em}');
    expect(page.text).not.toContain('<script>alert(1)');
    expect((await admin.patch(`/v1/enterprise/${ORG}/settings`, { setting: 'themes', value: [] })).status).toBe(200);
    const after = await visit(`/c/${person}`);
    expect(after.text).toContain('class="theme-modern-2024"');
    expect(after.text).not.toContain('letter-spacing:.03em');
  });

  it("speaks the visitor's language when the person has a translation", async () => {
    const french = await visit(`/c/${ada}`, { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(french.text).toContain('<html lang="fr" dir="ltr">');
    expect(french.text).toContain('Ingénieure');
    const german = await visit(`/c/${ada}`, { headers: { 'accept-language': 'de' } });
    expect(german.text).toContain('<p class="role">Engineer</p>');
  });

  it('downloads the contact as a vCard 4.0', async () => {
    const card = await visit(`/c/${ada}/contact.vcf`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(card.headers.get('content-disposition')).toBe('attachment; filename="Ada-Lovelace.vcf"');
    expect(card.text).toContain('BEGIN:VCARD\r\nVERSION:4.0\r\n');
    expect(card.text).toContain('FN:Ada Lovelace');
    expect(card.text).toContain('ORG:Public Sales Ltd');
    expect(card.text).toContain(`URL:${test.url}/c/${ada}`);
    expect(card.text).toContain('tel:+442079460001');
  });

  it('counts each view on the person page and in day buckets, with the country but no address', async () => {
    const viewed = await create({ first_name: 'Viewed', last_name: 'Person', email: 'viewed@public.example' });
    expect((await person(viewed)).counter).toBe(0);
    await visit(`/c/${viewed}`, { headers: { 'cf-ipcountry': 'gb' } });
    await visit(`/c/${viewed}`);
    const after = await eventually(() => person(viewed), (doc) => doc.counter >= 2);
    expect(after.counter).toBe(2);
    expect(after.last_access).toEqual(expect.any(String));
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const stored = await test.runtime.eventStore.readStream(`visits-${ORG}_${day}`);
    const mine = stored.filter((event) => (event.data as { personId: string }).personId === viewed);
    expect(mine.map((event) => (event.data as { country: string | null }).country)).toEqual(['GB', null]);
    const buckets = await test.runtime.readStore.collection('profyle_visits_v1').find({ person_id: viewed });
    expect(buckets).toEqual([expect.objectContaining({ count: 2, countries: { GB: 1 }, via: { link: 2, card: 0 } })]);
    expect(JSON.stringify(mine)).not.toContain('127.0.0.1');
  });

  it('shows a neutral page for an unknown id, a hidden person and an unsubscribed one', async () => {
    const unknown = await visit('/c/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This Profyle is not available.');

    const hidden = await create({ first_name: 'Hidden', last_name: 'Person', email: 'hidden@public.example', visible: false });
    const page = await visit(`/c/${hidden}`);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Hidden');

    const leaver = await create({ first_name: 'Leaver', last_name: 'Person', email: 'leaver@public.example' });
    expect((await visit(`/c/${leaver}`)).status).toBe(200);
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${leaver}/remove-subscription`, {})).status).toBe(200);
    const gone = await visit(`/c/${leaver}`);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('Leaver');
    expect((await visit(`/c/${leaver}/contact.vcf`)).status).toBe(404);
  });

  it("opens by the person's digital id and by their NFC card's id; a disabled, lost, unheld or unallocated card shows nothing", async () => {
    const digitalId = (await person(grace)).subscription.digital_id as string;
    expect(digitalId).toMatch(/^[0-9A-F]{32}$/);
    const byDigitalId = await visit(`/c/${digitalId.toLowerCase()}`);
    expect(byDigitalId.status).toBe(200);
    expect(byDigitalId.text).toContain('<h1 class="name">Grace Hopper</h1>');

    const root = httpClient(test.url, await test.tokenFor(superadmin));
    const [held, unheld, unallocated] = (await root.post('/v1/enterprise/cards/create', { count: 3 })).body.ids as string[];
    expect((await root.post(`/v1/enterprise/${ORG}/assign`, { card_ids: [held, unheld], design_id: 'classic' })).body.results.map((result: { success: boolean }) => result.success)).toEqual([true, true]);
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Carded', last_name: 'Person', position: 'Engineer', email: 'carded@public.example' });
    expect(created.status).toBe(201);
    const carded = created.body.personId as string;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${carded}/assign-subscription`, { type: 'nfc', card_short_code: held.slice(0, 6), send_email: false })).status).toBe(204);

    const tapped = await visit(`/c/${held}`, { headers: { 'cf-ipcountry': 'fr' } });
    expect(tapped.status).toBe(200);
    expect(tapped.text).toContain('<h1 class="name">Carded Person</h1>');
    // Every link on the page keeps the card's id.
    expect(tapped.text).toContain(`href="/c/${held}/contact.vcf"`);
    const buckets = await eventually(
      () => test.runtime.readStore.collection('profyle_visits_v1').find({ person_id: carded }),
      (found) => found.length > 0,
    );
    expect(buckets).toEqual([expect.objectContaining({ count: 1, countries: { FR: 1 }, via: { link: 0, card: 1 } })]);

    for (const nobody of [unheld, unallocated, unallocated.toLowerCase()]) {
      const page = await visit(`/c/${nobody}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain('This Profyle is not available.');
    }

    expect((await admin.post(`/v1/enterprise/${ORG}/cards/${held}/disable`)).status).toBe(200);
    const disabled = await visit(`/c/${held}`);
    expect(disabled.status).toBe(404);
    expect(disabled.text).not.toContain('Carded');
    expect((await visit(`/c/${held}/contact.vcf`)).status).toBe(404);
    expect((await admin.post(`/v1/enterprise/${ORG}/cards/${held}/enable`)).status).toBe(200);
    expect((await visit(`/c/${held}`)).status).toBe(200);

    expect((await admin.post(`/v1/enterprise/${ORG}/cards/${held}/lost`)).status).toBe(200);
    const lost = await visit(`/c/${held}`);
    expect(lost.status).toBe(404);
    expect(lost.text).not.toContain('Carded');
    // The lost card released the person to a digital subscription: their digital Profyle stays open.
    const own = (await person(carded)).subscription;
    expect(own).toMatchObject({ type: 'digital', card_id: null, digital_id: expect.stringMatching(/^[0-9A-F]{32}$/) });
    expect((await visit(`/c/${own.digital_id}`)).text).toContain('<h1 class="name">Carded Person</h1>');
  });

  it('redirects while the redirect is on', async () => {
    const away = await create({ first_name: 'Away', last_name: 'Person', email: 'away@public.example', redirect_enabled: true, redirect_url: 'https://elsewhere.example/away' });
    const response = await visit(`/c/${away}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://elsewhere.example/away');
  });

  it('asks for the PIN, refuses a wrong one, and opens with the right one', async () => {
    const locked = await create({ first_name: 'Locked', last_name: 'Person', email: 'locked@public.example', password_mode: 'pin', password: '4321' });
    const gate = await visit(`/c/${locked}`);
    expect(gate.status).toBe(200);
    expect(gate.text).toContain('Enter the 4 digit PIN to view this Profyle.');
    expect(gate.text).not.toContain('Locked Person');
    expect((await visit(`/c/${locked}/contact.vcf`)).status).toBe(403);

    const wrong = await visit(`/c/${locked}/unlock`, form({ password: '0000' }));
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('That is not right. Please try again.');

    const right = await visit(`/c/${locked}/unlock`, form({ password: '4321' }));
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/c/${locked}`);
    const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0];
    expect(right.headers.get('set-cookie')).toContain('HttpOnly');
    const open = await visit(`/c/${locked}`, { headers: { cookie } });
    expect(open.text).toContain('<h1 class="name">Locked Person</h1>');

    // A new PIN locks the old cookie out.
    const profile = (await person(locked)) as Record<string, unknown>;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${locked}`, { ...profile, password_mode: 'pin', password: '9999' })).status).toBe(200);
    expect((await visit(`/c/${locked}`, { headers: { cookie } })).text).toContain('Enter the 4 digit PIN');
  });

  it('limits PIN guesses', async () => {
    const locked = await create({ first_name: 'Guarded', last_name: 'Person', email: 'guarded@public.example', password_mode: 'pin', password: '1111' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await visit(`/c/${locked}/unlock`, form({ password: String(2000 + i) }))).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("includes the organisation's GA4 id, and only then lets Google's tag load", async () => {
    expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'ga4id', value: 'G-PUBLIC123' })).status).toBe(200);
    const page = await visit(`/c/${grace}`);
    expect(page.text).toContain("gtag('config','G-PUBLIC123')");
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://www.googletagmanager.com');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.text).toContain(`<script async src="https://www.googletagmanager.com/gtag/js?id=G-PUBLIC123" nonce="${nonce}"></script>`);
    expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'ga4id', value: '' })).status).toBe(200);
    expect((await visit(`/c/${grace}`)).text).not.toContain('gtag');
  });

  describe('the exchange form', () => {
    beforeAll(async () => {
      expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: true, consents: ['Newsletter', 'Terms'], privacyPolicy: 'https://public.example/privacy', fields: { company_name: true, website: true } } })).status).toBe(200);
      expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'features.exchange.bcc', value: 'sales@public.example; crm@public.example' })).status).toBe(200);
    });

    it('shows on the Profyle of a member of a group with exchange on, with the optional fields and consents', async () => {
      const page = await visit(`/c/${ada}`);
      expect(page.text).toContain(`action="/c/${ada}/exchange"`);
      expect(page.text).toContain('name="company_name"');
      expect(page.text).toContain('name="website"');
      expect(page.text).not.toContain('name="phone"');
      expect(page.text).toContain('value="Newsletter"');
      expect(page.text).toContain('href="https://public.example/privacy"');
      // enableByGroup: Grace has no group, so no form.
      expect((await visit(`/c/${grace}`)).text).not.toContain('/exchange"');
    });

    it('answers bad input with the errors beside the fields and keeps what was typed', async () => {
      const refused = await visit(`/c/${ada}/exchange`, form({ name: 'Grace', email: 'not-an-address', notes: 'Hello <b>' }, { 'x-forwarded-for': '10.0.0.1' }));
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('<p class="error" id="exchange-email-error">Please enter a valid email address</p>');
      expect(refused.text).toContain('value="not-an-address"');
      expect(refused.text).toContain('Hello &lt;b&gt;');
    });

    it('records an introduction the person page counts, and thanks the visitor', async () => {
      const before = (await person(ada)).intro_counter;
      const sent = await visit(`/c/${ada}/exchange`, form({ name: 'Grace Hopper', email: 'Grace@Navy.example', company_name: 'US Navy', website: 'https://navy.example', notes: 'Met at the stand', consents: ['Newsletter'] }, { 'cf-ipcountry': 'US' }));
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(`/c/${ada}?sent=1#exchange`);
      expect((await visit(`/c/${ada}?sent=1`)).text).toContain('Thank you. Your details were sent to Ada.');
      const after = await eventually(() => person(ada), (doc) => doc.intro_counter > before);
      expect(after.intro_counter).toBe(before + 1);
      const [captured] = (await test.runtime.eventStore.readAll()).filter((event) => event.type === 'IntroductionCaptured');
      expect(captured.streamId).toMatch(/^introduction-[0-9a-f-]{36}$/);
      expect(captured.data).toMatchObject({
        organisationId: ORG,
        personId: ada,
        owner: 'ada@public.example',
        contact: { name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy', website: 'https://navy.example', phone: '', note: 'Met at the stand' },
        consents: ['Newsletter'],
        via: 'exchange',
        country: 'US',
      });

      // The visitor receives the group's intro e-mail, sanitised, with the organisation's copy recipients.
      const mail = await eventually(
        async () => ((await (await fetch(`${test.url}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()) as { messages: { to: string; bcc?: string[]; subject: string; html: string; text: string }[] }).messages.find((message) => message.to === 'grace@navy.example'),
        (found) => found !== undefined,
      );
      expect(mail).toMatchObject({ subject: 'Ada Lovelace shared their details with you', bcc: ['sales@public.example', 'crm@public.example'] });
      expect(mail?.html).toContain('<p>Hey Grace, thanks for stopping by.</p><p>Ada Lovelace</p>');
      expect(mail?.html).not.toContain('script');
      expect(mail?.text).toContain('Hey Grace, thanks for stopping by.');
    });

    it('takes a filled honeypot for a robot: thanked, nothing recorded', async () => {
      const count = async () => (await test.runtime.eventStore.readAll()).filter((event) => event.type === 'IntroductionCaptured').length;
      const before = await count();
      const robot = await visit(`/c/${ada}/exchange`, form({ name: 'Bot', email: 'bot@spam.example', fax: '555-0100' }));
      expect(robot.status).toBe(303);
      expect(await count()).toBe(before);
    });

    it("writes the page's own texts in the language of the person's fields: German, and Arabic right to left", async () => {
      const { group_id } = await person(ada);
      const lin = await create({ first_name: 'Lin', last_name: 'Wei', email: 'lin@public.example', group_id, translations: { de: { position: 'Ingenieurin' }, ar: { position: 'مهندسة' } } });

      const german = await visit(`/c/${lin}`, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
      expect(german.status).toBe(200);
      expect(german.text).toContain('<html lang="de" dir="ltr">');
      expect(german.text).toContain('<p class="role">Ingenieurin</p>');
      expect(german.text).toContain('<span>Kontakt speichern</span>');
      expect(german.text).toContain('<h2 id="exchange-title">Teilen Sie Ihre Kontaktdaten</h2>');
      expect(german.text).toContain('Hinterlassen Sie Ihre Kontaktdaten, und Lin meldet sich bei Ihnen.');
      expect(german.text).toContain('<label for="exchange-company_name">Firmenname</label>');
      expect(german.text).toContain('<label for="exchange-notes">Notizen</label>');
      expect(german.text).toContain('<legend>Einwilligungen</legend>');
      expect(german.text).toContain('>Datenschutzerklärung</a>');
      expect(german.text).toContain('>Meine Daten senden</button>');
      expect(german.text).not.toContain('Save contact');

      const refused = await visit(`/c/${lin}/exchange`, form({ name: 'Grace', email: 'not-an-address' }, { 'accept-language': 'de' }));
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('<p class="error" id="exchange-email-error">Bitte geben Sie eine gültige E-Mail-Adresse ein</p>');

      const arabic = await visit(`/c/${lin}`, { headers: { 'accept-language': 'ar' } });
      expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.text).toContain('<p class="role">مهندسة</p>');
      expect(arabic.text).toContain('<span>حفظ جهة الاتصال</span>');
      expect(arabic.text).toContain('<h2 id="exchange-title">شارك بياناتك</h2>');
      expect(arabic.text).toContain('>إرسال بياناتي</button>');
      expect((await visit(`/c/${lin}?sent=1`, { headers: { 'accept-language': 'ar' } })).text).toContain('شكرًا لك. تم إرسال بياناتك إلى Lin.');

      // A visitor whose language the person has no translation in reads the page in the organisation's language.
      const french = await visit(`/c/${lin}`, { headers: { 'accept-language': 'fr' } });
      expect(french.text).toContain('<html lang="en" dir="ltr">');
      expect(french.text).toContain('<span>Save contact</span>');
    });

    it("shows the unavailable page and the PIN form in the visitor's language", async () => {
      const unknown = await visit('/c/00000000-0000-4000-8000-000000000000', { headers: { 'accept-language': 'xx, de;q=0.8' } });
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('<html lang="de" dir="ltr">');
      expect(unknown.text).toContain('Dieses Profyle ist nicht verfügbar.');
      const arabic = await visit('/c/00000000-0000-4000-8000-000000000000', { headers: { 'accept-language': 'ar-EG' } });
      expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.text).toContain('هذا الـ Profyle غير متاح.');
      expect((await visit('/c/00000000-0000-4000-8000-000000000000/contact.vcf', { headers: { 'accept-language': 'de' } })).text).toBe('Dieses Profyle ist nicht verfügbar.');

      const locked = await create({ first_name: 'Pinned', last_name: 'Person', email: 'pinned@public.example', password_mode: 'pin', password: '2468', translations: { de: { position: 'Ingenieurin' } } });
      const gate = await visit(`/c/${locked}`, { headers: { 'accept-language': 'de' } });
      expect(gate.text).toContain('<html lang="de" dir="ltr">');
      expect(gate.text).toContain('Geben Sie die 4-stellige PIN ein, um dieses Profyle anzuzeigen.');
      const wrong = await visit(`/c/${locked}/unlock`, form({ password: '0000' }, { 'accept-language': 'de' }));
      expect(wrong.status).toBe(401);
      expect(wrong.text).toContain('Das ist nicht richtig. Bitte versuchen Sie es erneut.');
    });

    it('limits submissions per address and Profyle', async () => {
      const { group_id } = await person(ada);
      const busy = await create({ first_name: 'Busy', last_name: 'Person', email: 'busy@public.example', group_id });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await visit(`/c/${busy}/exchange`, form({ name: `Visitor ${i}`, email: `v${i}@example.com` }))).status);
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    });
  });
});
