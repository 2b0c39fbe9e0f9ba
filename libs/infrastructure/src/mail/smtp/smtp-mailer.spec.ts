import { mailerContract } from '../mail.contract';
import { MailDeliveryError } from '../mail.port';
import { SmtpMailer } from './smtp-mailer';
import { startSmtpStandIn as startSmtpReceiver } from './smtp-stand-in';

mailerContract('SMTP mailer (nodemailer against a local SMTP receiver)', async () => {
  const receiver = await startSmtpReceiver();
  const mailer = new SmtpMailer({ url: receiver.url, from: 'Profyle <no-reply@profyle.example>' });
  return {
    mailer,
    delivered: async () => receiver.received(),
    dispose: async () => {
      await mailer.close();
      await receiver.close();
    },
  };
});

describe('SMTP mailer', () => {
  it('sends blind copies to their recipients without naming them in the message', async () => {
    const receiver = await startSmtpReceiver();
    const mailer = new SmtpMailer({ url: receiver.url, from: 'no-reply@profyle.example' });
    await mailer.send({ to: 'visitor@example.com', bcc: ['sales@acme.example', 'crm@acme.example'], subject: 's', text: 't', html: '<p>h</p>' });
    expect(receiver.recipients()).toEqual(['visitor@example.com', 'sales@acme.example', 'crm@acme.example']);
    expect(receiver.raw()[0]).not.toMatch(/^bcc:/im);
    await mailer.close();
    await receiver.close();
  });

  it('fails with a MailDeliveryError when the server refuses the recipient', async () => {
    const receiver = await startSmtpReceiver({ refuseRecipients: true });
    const mailer = new SmtpMailer({ url: receiver.url, from: 'no-reply@profyle.example' });
    await expect(mailer.send({ to: 'nobody@example.com', subject: 's', text: 't', html: '<p>h</p>' })).rejects.toBeInstanceOf(MailDeliveryError);
    await mailer.close();
    await receiver.close();
  });
});
