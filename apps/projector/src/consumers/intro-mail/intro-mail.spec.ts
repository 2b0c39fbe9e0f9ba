import { bccAddresses, introMail } from './intro-mail';

describe('the introduction e-mail', () => {
  it('uses the group HTML, else the organisation HTML, else the default, with first_name and my_name', () => {
    const group = introMail({ groupHtml: '<p>Hey {{ first_name }}, {{my_name}} here.</p>', organisationHtml: '<p>Org</p>', visitorName: 'Grace Brewster Hopper', ownerName: 'Ada Lovelace', profyleUrl: null });
    expect(group.html).toBe('<p>Hey Grace, Ada Lovelace here.</p>');
    expect(group.subject).toBe('Ada Lovelace shared their details with you');
    expect(introMail({ groupHtml: ' ', organisationHtml: '<p>Org {{first_name}}</p>', visitorName: 'Grace', ownerName: 'Ada', profyleUrl: null }).html).toBe('<p>Org Grace</p>');
    const fallback = introMail({ groupHtml: '', organisationHtml: '', visitorName: 'Grace', ownerName: 'Ada', profyleUrl: 'https://portal.example/c/p1' });
    expect(fallback.html).toContain('Hi Grace,');
    expect(fallback.html).toContain('<a href="https://portal.example/c/p1" rel="noopener noreferrer">Ada</a>');
    expect(fallback.text).toContain('Hi Grace,');
    expect(fallback.text).toContain('https://portal.example/c/p1');
  });

  it('sanitises the HTML and escapes the variables', () => {
    const mail = introMail({
      groupHtml: '<p onclick="x()">Hi {{first_name}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="http://tracker.example/p.gif"><img src="https://cdn.example/logo.png" alt="Logo">',
      organisationHtml: '',
      visitorName: '<b>Eve</b>',
      ownerName: 'Ada & Co',
      profyleUrl: null,
    });
    expect(mail.html).not.toMatch(/script|onclick|javascript|tracker/);
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('<img src="https://cdn.example/logo.png" alt="Logo" />');
  });

  it('reads the copy recipients', () => {
    expect(bccAddresses(' Sales@Acme.example; ;crm@acme.example;sales@acme.example;not an address')).toEqual(['sales@acme.example', 'crm@acme.example']);
  });
});
