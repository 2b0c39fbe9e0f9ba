import type { FieldError, LayoutSettings } from '@profyle/domain';
import type { PersonContact } from './block-links';

/** Everything the public page shows, already chosen and translated; rendering only lays it out. */
export interface ProfylePagePerson extends PersonContact {
  prefix: string;
  first_name: string;
  last_name: string;
  pronouns: string;
  nominals: string;
  position: string;
  department: string;
  bio: string;
  photo_url: string;
}

/** A custom field with the person's value (vCard kinds tel, url, adr, email, note). */
export interface ProfylePageCustomField {
  id: string;
  name: string;
  kind: 'tel' | 'url' | 'adr' | 'email' | 'note';
  /** The vCard TYPE it is saved with ('' for none). */
  vcardType: '' | 'work' | 'home';
  value: string;
}

export interface ProfylePageAddress {
  name: string;
  /** line1, line2, city, region, postcode, country, as shown (blanks dropped). */
  lines: string[];
  /** The same six parts in order, blanks kept (for the vCard). */
  parts: string[];
  image_url: string;
}

export interface ProfylePageLink {
  name: string;
  position: string;
  photo_url: string;
  url: string;
}

/** The exchange form as the page shows it: its settings, and the visitor's last submission when it failed. */
export interface ProfylePageExchange {
  action: string;
  fields: { company_name: boolean; phone: boolean; website: boolean };
  consents: string[];
  privacyPolicy: string;
  /** When the form came back with errors: what the visitor typed (never re-rendered into a script). */
  values: Record<string, string>;
  checkedConsents: string[];
  errors: FieldError[];
  /** Shown after a successful submission, instead of the form. */
  sent: boolean;
}

export interface ProfylePageModel {
  /** The language the page is in (the visitor's, when the person has it) and its direction. */
  language: string;
  dir: 'ltr' | 'rtl';
  person: ProfylePagePerson;
  layout: LayoutSettings;
  /** The built-in theme it is drawn with, plus the CSS of an organisation's custom theme. */
  theme: { base: string; css: string };
  organisationName: string;
  /** A GA4 measurement id, or null. */
  ga4id: string | null;
  customFields: ProfylePageCustomField[];
  addresses: ProfylePageAddress[];
  linked: ProfylePageLink[];
  /** Where "Save contact" downloads the vCard from. */
  vcardUrl: string;
  exchange: ProfylePageExchange | null;
  /** The editor's phone preview: links stay, forms do not submit, nothing is counted. */
  preview: boolean;
  /** The CSP nonce of this response's inline style and script. */
  nonce: string;
}
