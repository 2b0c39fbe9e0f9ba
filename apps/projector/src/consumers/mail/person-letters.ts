import type { MailMessage } from '@profyle/infrastructure';

const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A message to a person (a cardholder, not an admin): its subject, paragraphs and links. */
export interface Letter {
  subject: string;
  paragraphs: string[];
  links: { label: string; href: string }[];
}

/** One message as text and HTML: greeting, paragraphs, then the links as buttons (and in the text). */
export const composeLetter = (to: string, greeting: string, letter: Letter): MailMessage => {
  const text = [greeting, ...letter.paragraphs, ...letter.links.map((link) => `${link.label}: ${link.href}`)].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; max-width: 560px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...letter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...letter.links.map(
      (link) =>
        `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#f37021;color:#fff;text-decoration:none;border-radius:8px">${escapeHtml(link.label)}</a></p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { to, subject: letter.subject, text: `${text}\n`, html };
};

/** The notice that an admin ended the person's subscription. */
export const subscriptionEndedLetter = (to: { email: string; firstName: string; organisationName: string }): MailMessage =>
  composeLetter(to.email, `Hi ${to.firstName},`, {
    subject: `Your Profyle from ${to.organisationName} has ended`,
    paragraphs: [
      `${to.organisationName} has ended your Profyle subscription. Your Profyle is no longer shown, and any NFC card linked to it no longer opens it.`,
      `If you think this is a mistake, please contact ${to.organisationName}.`,
    ],
    links: [],
  });
