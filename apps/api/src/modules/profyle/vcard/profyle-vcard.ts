import ICAL from 'ical.js';
import type { ProfylePageAddress, ProfylePageCustomField, ProfylePagePerson } from '../page/profyle-page.model';
import { fullName } from '../page/profyle-page.render';

/**
 * The contact card a visitor saves ("Save contact"): vCard 4.0 (RFC 6350), written by ical.js so
 * escaping, structured values and line folding are the library's, not hand-rolled.
 */
export interface ProfyleVcard {
  person: ProfylePagePerson;
  organisation: string;
  /** The public page, so the saved contact links back to it. */
  pageUrl: string;
  customFields: ProfylePageCustomField[];
  addresses: ProfylePageAddress[];
  /** The person's own address (six parts), when they use a custom one. */
  customAddress: string[] | null;
}

const add = (card: ICAL.Component, name: string, value: string | string[], params: Record<string, string | string[]> = {}) => {
  if (Array.isArray(value) ? value.every((part) => part === '') : value.trim() === '') return;
  const property = new ICAL.Property(name, card);
  for (const [key, param] of Object.entries(params)) property.setParameter(key, param);
  property.setValue(value as never);
  card.addProperty(property);
};

const telUri = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

const webUrl = (value: string, base: string): string => (/^https?:\/\//i.test(value) ? value : value.trim() ? `${base}${encodeURIComponent(value.trim().replace(/^@/, ''))}` : '');

/** `;`-free parts in ADR order: PO box, extended, street, locality, region, postcode, country. */
const adr = (line1: string, line2: string, city: string, region: string, postcode: string, country: string): string[] => ['', line2, line1, city, region, postcode, country];

export const profyleVcard = ({ person, organisation, pageUrl, customFields, addresses, customAddress }: ProfyleVcard): string => {
  const card = new ICAL.Component('vcard');
  card.addPropertyWithValue('version', '4.0');
  add(card, 'fn', [fullName(person), person.nominals].filter(Boolean).join(', ') || organisation);
  add(card, 'n', [person.last_name, person.first_name, '', person.prefix, person.nominals]);
  add(card, 'org', organisation);
  add(card, 'title', person.position);
  add(card, 'role', person.department);
  add(card, 'email', person.email, { type: 'work' });
  if (person.mobile) add(card, 'tel', telUri(person.mobile), { type: ['cell', 'voice'], value: 'uri' });
  add(card, 'note', person.bio);
  add(card, 'photo', /^https?:\/\//i.test(person.photo_url) ? person.photo_url : '');
  add(card, 'url', pageUrl);
  add(card, 'url', webUrl(person.linked_in, 'https://www.linkedin.com/in/'), { type: 'linkedin' });
  add(card, 'url', webUrl(person.twitter, 'https://x.com/'), { type: 'x' });
  add(card, 'url', webUrl(person.instagram, 'https://www.instagram.com/'), { type: 'instagram' });
  add(card, 'caladruri', /^https?:\/\//i.test(person.calendar_url) ? person.calendar_url : '');
  if (person.pronouns) add(card, 'x-pronouns', person.pronouns);
  if (customAddress) add(card, 'adr', adr(customAddress[0] ?? '', customAddress[1] ?? '', customAddress[2] ?? '', customAddress[3] ?? '', customAddress[4] ?? '', customAddress[5] ?? ''), { type: 'work' });
  for (const address of addresses) {
    const [line1 = '', line2 = '', city = '', region = '', postcode = '', country = ''] = address.parts;
    add(card, 'adr', adr(line1, line2, city, region, postcode, country), { type: 'work', label: address.name });
  }
  for (const field of customFields) {
    const value = field.value.trim();
    if (!value) continue;
    switch (field.kind) {
      case 'tel':
        add(card, 'tel', telUri(value), { value: 'uri', ...(field.vcardType ? { type: field.vcardType } : {}) });
        break;
      case 'email':
        add(card, 'email', value, field.vcardType ? { type: field.vcardType } : {});
        break;
      case 'url':
        add(card, 'url', value, field.vcardType ? { type: field.vcardType } : {});
        break;
      case 'adr':
        add(card, 'adr', ['', '', value, '', '', '', ''], { label: field.name, ...(field.vcardType ? { type: field.vcardType } : {}) });
        break;
      default:
        add(card, 'note', `${field.name}: ${value}`);
    }
  }
  return card.toString();
};
