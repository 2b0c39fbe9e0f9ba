import { derivedDefaultLayout, emptyContentBlock, type LayoutSettings } from '@profyle/domain';
import type { ProfylePageModel } from './profyle-page.model';
import { renderGatePage, renderProfylePage, renderUnavailablePage } from './profyle-page.render';

const layout = (changes: Partial<LayoutSettings> = {}): LayoutSettings => ({ ...derivedDefaultLayout('Acme <Ltd>'), ...changes });
const model = (changes: Partial<ProfylePageModel> = {}): ProfylePageModel => ({
  language: 'en',
  dir: 'ltr',
  person: {
    prefix: '',
    first_name: 'Ada',
    last_name: 'Lovelace',
    pronouns: 'she/her',
    nominals: 'FRS',
    position: 'Engineer',
    department: 'Analytical Engines',
    bio: 'Writes <b>programs</b>',
    photo_url: '',
    email: 'ada@acme.example',
    mobile: '+44 20 7946 0000',
    calendar_url: '',
    linked_in: 'ada',
    twitter: '',
    instagram: '',
  },
  layout: layout(),
  theme: { base: 'modern-2024', css: '' },
  organisationName: 'Acme',
  ga4id: null,
  customFields: [],
  addresses: [],
  linked: [],
  vcardUrl: '/c/abc.vcf',
  exchange: null,
  preview: false,
  nonce: 'n0nce',
  ...changes,
});

describe('the public page renderer', () => {
  it('shows the person and escapes every value', () => {
    const html = renderProfylePage(model());
    expect(html).toContain('<h1 class="name">Ada Lovelace <small>FRS</small></h1>');
    expect(html).toContain('Writes &lt;b&gt;programs&lt;/b&gt;');
    expect(html).toContain('<p class="company">Acme &lt;Ltd&gt;</p>');
    expect(html).toContain('<title>Ada Lovelace | Acme &lt;Ltd&gt;</title>');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).not.toMatch(/ style="/);
    expect(html).not.toContain('<script');
  });

  it('draws the default contact blocks from the person values and skips those without one', () => {
    const html = renderProfylePage(model());
    expect(html).toContain('href="tel:+442079460000"');
    expect(html).toContain('href="mailto:ada@acme.example"');
    expect(html).toContain('href="https://www.linkedin.com/in/ada"');
    const withoutMobile = renderProfylePage(model({ person: { ...model().person, mobile: '' } }));
    expect(withoutMobile).not.toContain('tel:');
  });

  it('lays blocks out by size, icon only below a third of the row', () => {
    const blocks = [
      { ...emptyContentBlock('a', 'url'), url: 'https://acme.example', title: 'Site', size: 6 as const },
      { ...emptyContentBlock('b', 'instagram'), default: false, url: 'https://instagram.com/acme', size: 2 as const },
      { ...emptyContentBlock('c', 'video'), source: 'https://youtu.be/dQw4w9WgXcQ' },
      { ...emptyContentBlock('d', 'text'), title: 'About', subtitle: 'Hello', align: 'left' as const },
    ];
    const html = renderProfylePage(model({ layout: layout({ buttons: blocks }) }));
    expect(html).toContain('class="block link span-6"');
    expect(html).toContain('class="block link span-2 compact"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('<div class="block content text span-12 align-left"><h3>About</h3><p>Hello</p></div>');
  });

  it('keeps admin CSS and GA4 inside their elements, and GA4 out of previews', () => {
    const html = renderProfylePage(model({ ga4id: 'G-ABC123', layout: layout({ branding: { ...layout().branding, css: 'h1{color:red}</style><script>x()</script>' } }) }));
    expect(html).toContain("gtag('config','G-ABC123')");
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123" nonce="n0nce"></script>');
    expect(html).not.toContain('</style><script>x()');
    expect(renderProfylePage(model({ ga4id: "G-1');alert(1);//" }))).not.toContain('gtag');
    expect(renderProfylePage(model({ ga4id: 'G-ABC123', preview: true }))).not.toContain('gtag');
  });

  it('renders the exchange form with the optional fields, consents, a honeypot and the errors', () => {
    const html = renderProfylePage(
      model({
        exchange: {
          action: '/c/abc/exchange',
          fields: { company_name: true, phone: false, website: true },
          consents: ['Marketing e-mails'],
          privacyPolicy: 'https://acme.example/privacy',
          values: { name: 'Grace', email: 'nope' },
          checkedConsents: [],
          errors: [{ path: 'email', msg: 'Please enter a valid email address' }],
          sent: false,
        },
      }),
    );
    expect(html).toContain('action="/c/abc/exchange"');
    expect(html).toContain('name="company_name"');
    expect(html).toContain('name="website"');
    expect(html).not.toContain('name="phone"');
    expect(html).toContain('name="fax"');
    expect(html).toContain('value="Marketing e-mails"');
    expect(html).toContain('<p class="error" id="exchange-email-error">Please enter a valid email address</p>');
    expect(html).toContain('value="Grace"');
  });

  it('renders the PIN gate and the unavailable page without any person data', () => {
    const gate = renderGatePage({ mode: 'pin', action: '/c/abc/unlock', error: 'wrongPassword', language: 'en', layout: layout(), theme: { base: 'modern-2024', css: '' }, nonce: 'n' });
    expect(gate).toContain('inputmode="numeric"');
    expect(gate).toContain('role="alert"');
    expect(gate).not.toContain('Ada');
    expect(gate).toContain('That is not right. Please try again.');
    const unavailable = renderUnavailablePage('n', layout(), 'en');
    expect(unavailable).toContain('This Profyle is not available.');
  });

  it("writes its own texts in the page's language, Arabic right to left", () => {
    const exchange = { action: '/c/abc/exchange', fields: { company_name: true, phone: false, website: false }, consents: ['News'], privacyPolicy: '', values: {}, checkedConsents: [], errors: [{ path: 'email', msg: 'Please enter a valid email address' }], sent: false };
    const german = renderProfylePage(model({ language: 'de', dir: 'ltr', exchange }));
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('<span>Kontakt speichern</span>');
    expect(german).toContain('<label for="exchange-company_name">Firmenname</label>');
    expect(german).toContain('<legend>Einwilligungen</legend>');
    expect(german).toContain('>Meine Daten senden</button>');
    expect(german).toContain('<p class="error" id="exchange-email-error">Bitte geben Sie eine gültige E-Mail-Adresse ein</p>');
    expect(german).not.toContain('Save contact');
    const thanked = renderProfylePage(model({ language: 'ar', dir: 'rtl', exchange: { ...exchange, errors: [], sent: true } }));
    expect(thanked).toContain('<html lang="ar" dir="rtl">');
    expect(thanked).toContain('شكرًا لك. تم إرسال بياناتك إلى Ada.');
    expect(thanked).toContain('<span>حفظ جهة الاتصال</span>');
    const gate = renderGatePage({ mode: 'password', action: '/c/abc/unlock', error: 'tooManyAttempts', language: 'fr', layout: layout(), theme: { base: 'modern-2024', css: '' }, nonce: 'n' });
    expect(gate).toContain('<html lang="fr" dir="ltr">');
    expect(gate).toContain('Saisissez le mot de passe pour afficher ce Profyle.');
    expect(gate).toContain('Trop de tentatives.');
    const unavailable = renderUnavailablePage('n', layout(), 'ar');
    expect(unavailable).toContain('<html lang="ar" dir="rtl">');
    expect(unavailable).toContain('هذا الـ Profyle غير متاح.');
  });
});
