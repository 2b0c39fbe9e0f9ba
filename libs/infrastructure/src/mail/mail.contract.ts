/**
 * The one contract every Mailer adapter passes. Each adapter's spec calls mailerContract() with a
 * factory that opens the adapter and can read back what reached the other side (the captured files, or
 * what an SMTP server received).
 */
import type { MailMessage, Mailer } from './mail.port';

export interface MailerFixture {
  mailer: Mailer;
  /** What was delivered, oldest first, as the receiving side decoded it. */
  delivered(): Promise<MailMessage[]>;
  dispose(): Promise<void>;
}

export function mailerContract(name: string, factory: () => Promise<MailerFixture>): void {
  describe(name, () => {
    let fixture: MailerFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(() => fixture.dispose());

    const link = 'http://localhost:3000/auth/email-link?token=abc.def&continueUrl=%2Fportal%2Fpeople';
    const message: MailMessage = {
      to: 'ada@example.com',
      subject: 'Sign in to Profyle',
      text: `Sign in: ${link}\nThe link expires in 1 hour.`,
      html: `<p><a href="${link.replace(/&/g, '&amp;')}">Sign in</a></p><p>The link expires in 1 hour.</p>`,
    };

    it('delivers the recipient, subject, text and HTML', async () => {
      await fixture.mailer.send(message);
      const [received] = await fixture.delivered();
      expect(received.to).toBe('ada@example.com');
      expect(received.subject).toBe('Sign in to Profyle');
      expect(received.text).toContain(link);
      expect(received.html).toContain('<a href="http://localhost:3000/auth/email-link?token=abc.def&amp;continueUrl=%2Fportal%2Fpeople">Sign in</a>');
    });

    it('answers with the message as sent: an id, the sender, the links and the time', async () => {
      const sent = await fixture.mailer.send(message);
      expect(sent).toMatchObject({ to: 'ada@example.com', subject: 'Sign in to Profyle', links: [link] });
      expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(sent.from).toContain('@');
      expect(Number.isNaN(Date.parse(sent.sentAt))).toBe(false);
    });

    it('delivers every message, in order', async () => {
      for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await fixture.mailer.send({ ...message, to });
      expect((await fixture.delivered()).map((m) => m.to)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    });
  });
}
