import sanitizeHtml from 'sanitize-html';
import { DEFAULT_INTRO_HTML } from '@profyle/domain';

/**
 * The introduction e-mail a visitor receives after leaving their details on a Profyle (spec 001 section
 * 9, spec 002): the group's custom HTML, else the organisation's, with the variables first_name (the
 * visitor's) and my_name (the Profyle owner's), sanitised so an admin's HTML can carry no script.
 */
export interface IntroMailInput {
  /** The group's custom intro e-mail HTML ('' for none). */
  groupHtml: string;
  /** The organisation's default intro e-mail HTML ('' for the product default). */
  organisationHtml: string;
  visitorName: string;
  ownerName: string;
  /** The owner's Profyle, linked at the end, when the public address is known. */
  profyleUrl: string | null;
}

export interface IntroMail {
  subject: string;
  html: string;
  text: string;
}

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The tags and attributes an intro e-mail may use: formatting, lists, links and https images. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'span', 'div', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

/** {{ first_name }} and {{ my_name }}, with or without spaces inside the braces. */
const fill = (template: string, values: Record<string, string>): string => template.replace(/\{\{\s*(first_name|my_name)\s*\}\}/g, (_, name: string) => escape(values[name] ?? ''));

export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export const introMail = (input: IntroMailInput): IntroMail => {
  const template = input.groupHtml.trim() || input.organisationHtml.trim() || DEFAULT_INTRO_HTML;
  const values = { first_name: firstNameOf(input.visitorName), my_name: input.ownerName };
  const link = input.profyleUrl ? `<p><a href="${escape(input.profyleUrl)}">${escape(input.ownerName)}</a></p>` : '';
  const html = sanitizeHtml(fill(template, values) + link, ALLOWED);
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-4]|li|div|blockquote)>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject: `${input.ownerName} shared their details with you`, html, text: input.profyleUrl ? `${text}\n\n${input.profyleUrl}` : text };
};

/** The organisation's copy recipients: addresses separated by semicolons (spec 002 section 5). */
export const bccAddresses = (bcc: string): string[] =>
  [...new Set(bcc.split(';').map((address) => address.trim().toLowerCase()).filter((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)))];
