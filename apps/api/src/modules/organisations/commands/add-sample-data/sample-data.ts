import type { GroupBodyInput, LocationBodyInput, PersonBodyInput } from '@profyle/contracts';
import { type BlockSize, emptyContentBlock, emptyLayoutSettings, type IntroductionContact, type LayoutSettings } from '@profyle/domain';

/**
 * What "add sample data" puts into an organisation (spec 000 section 6): offices, a small group tree and
 * people in it, written so a prospect recognises a real organisation. E-mails are on the organisation's
 * own reserved example domain, so they can never reach anyone and never clash with real people.
 */

export interface SampleLocation {
  key: string;
  body: LocationBodyInput & { name: string };
}

export interface SampleGroup {
  key: string;
  body: Omit<GroupBodyInput, 'parent_id' | 'location_ids' | 'configuration_id'> & { name: string };
  parent: string | null;
  locations: string[];
  /** Uses the sample layout instead of the organisation's default. */
  sampleLayout?: boolean;
}

export interface SamplePerson {
  body: Omit<PersonBodyInput, 'email' | 'group_id' | 'location_ids'>;
  group: string | null;
  /** Local part of the e-mail address. */
  mailbox: string;
  locations: string[];
}

export const SAMPLE_LOCATIONS: readonly SampleLocation[] = [
  { key: 'london', body: { name: 'London HQ', line1: '1 Finsbury Avenue', line2: 'Floor 4', city: 'London', region: 'Greater London', postcode: 'EC2M 2PF', country: 'United Kingdom', lat: 51.5201, lng: -0.0849 } },
  { key: 'manchester', body: { name: 'Manchester Studio', line1: '3 Hardman Street', line2: '', city: 'Manchester', region: 'Greater Manchester', postcode: 'M3 3HF', country: 'United Kingdom', lat: 53.4794, lng: -2.2508 } },
];

export const SAMPLE_GROUPS: readonly SampleGroup[] = [
  { key: 'sales', body: { name: 'Sales', enable_exchange: true }, parent: null, locations: ['london'] },
  { key: 'sales_north', body: { name: 'Sales North', enable_exchange: true }, parent: 'sales', locations: ['manchester'] },
  { key: 'marketing', body: { name: 'Marketing', enable_exchange: true }, parent: null, locations: ['london'], sampleLayout: true },
  { key: 'customer_success', body: { name: 'Customer Success', enable_exchange: false }, parent: null, locations: ['london', 'manchester'] },
];

const person = (first_name: string, last_name: string, position: string, department: string, bio: string, mobile: string): SamplePerson['body'] => ({
  first_name,
  last_name,
  position,
  department,
  bio,
  mobile,
  linked_in: `https://www.linkedin.com/in/${first_name}-${last_name}`.toLowerCase(),
});

export const SAMPLE_PEOPLE: readonly SamplePerson[] = [
  { mailbox: 'priya.shah', group: 'sales', locations: ['london'], body: person('Priya', 'Shah', 'Head of Sales', 'Sales', 'Leads our sales team across the UK and Ireland.', '+44 7700 900101') },
  { mailbox: 'tom.okafor', group: 'sales', locations: ['london'], body: person('Tom', 'Okafor', 'Account Executive', 'Sales', 'Helps new customers get started with their first event.', '+44 7700 900102') },
  { mailbox: 'emma.walsh', group: 'sales_north', locations: ['manchester'], body: person('Emma', 'Walsh', 'Regional Sales Manager', 'Sales', 'Looks after our customers in the North of England.', '+44 7700 900103') },
  { mailbox: 'liam.byrne', group: 'sales_north', locations: ['manchester'], body: person('Liam', 'Byrne', 'Business Development Representative', 'Sales', 'First point of contact for new enquiries in the North.', '+44 7700 900104') },
  { mailbox: 'sofia.rossi', group: 'marketing', locations: ['london'], body: person('Sofia', 'Rossi', 'Marketing Director', 'Marketing', 'Runs our brand, events and campaigns.', '+44 7700 900105') },
  { mailbox: 'daniel.kim', group: 'marketing', locations: ['london'], body: person('Daniel', 'Kim', 'Events Manager', 'Marketing', 'Plans the trade shows and conferences we attend.', '+44 7700 900106') },
  { mailbox: 'hannah.evans', group: 'customer_success', locations: ['london', 'manchester'], body: person('Hannah', 'Evans', 'Customer Success Lead', 'Customer Success', 'Makes sure every customer gets the most out of our service.', '+44 7700 900107') },
  { mailbox: 'omar.haddad', group: null, locations: [], body: person('Omar', 'Haddad', 'Managing Director', 'Leadership', 'Founded the company in 2012.', '+44 7700 900108') },
];

/** The reserved example domain for an organisation's sample people (RFC 2606: never delivered). */
export const sampleEmailDomain = (organisationId: string): string => `${organisationId.replace(/_/g, '-')}.example`;

/** The layout the Marketing group uses: the organisation's name, an events look, and a booking link. */
export const SAMPLE_LAYOUT_ID = 'sample-events';
export const sampleLayout = (organisationName: string): LayoutSettings => {
  const base = emptyLayoutSettings('Events team', organisationName);
  const contact = (['tel', 'email', 'linkedin'] as const).map((type) => ({ ...emptyContentBlock(`sample-${type}`, type), size: 4 as BlockSize }));
  const booking = { ...emptyContentBlock('sample-booking', 'url'), size: 12 as BlockSize, title: 'Book a meeting', url: 'https://www.example.com/book-a-meeting', icon: 'fa fa-link' as const };
  return {
    ...base,
    buttonStyle: 'rounded',
    branding: { ...base.branding, colors: { primary: '#0b6e4f', secondary: '#ffffff', background: '#f5faf7', foreground: '#14231c', bottombar: '#0b6e4f' } },
    buttons: [...contact, booking],
  };
};

export interface SampleIntroduction {
  key: string;
  /** The mailbox of the sample person who met them. */
  owner: string;
  contact: IntroductionContact;
  country: string;
}

const contact = (name: string, company: string, domain: string, phone: string, note: string): IntroductionContact => ({
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`,
  phone,
  company,
  website: `https://www.${domain}`,
  note,
});

/** Contacts the sample people met, on reserved example domains. */
export const SAMPLE_INTRODUCTIONS: readonly SampleIntroduction[] = [
  { key: 'alex-morgan', owner: 'priya.shah', country: 'GB', contact: contact('Alex Morgan', 'Northwind Traders', 'northwind.example', '+44 7700 900201', 'Met at the London trade show; wants cards for 40 people.') },
  { key: 'jamie-chen', owner: 'tom.okafor', country: 'GB', contact: contact('Jamie Chen', 'Blue Harbour Hotels', 'blueharbour.example', '+44 7700 900202', 'Asked for a demo for their events team.') },
  { key: 'lucia-fernandez', owner: 'tom.okafor', country: 'ES', contact: contact('Lucía Fernández', 'Sol Eventos', 'soleventos.example', '+34 600 000 203', 'Follow up after the Madrid conference.') },
  { key: 'noah-becker', owner: 'emma.walsh', country: 'DE', contact: contact('Noah Becker', 'Rheinwerk Messe', 'rheinwerk.example', '+49 151 0000 204', 'Interested in branded cards for exhibitors.') },
  { key: 'grace-oduya', owner: 'sofia.rossi', country: 'GB', contact: contact('Grace Oduya', 'Brightline Media', 'brightline.example', '+44 7700 900205', 'Wants to partner on a product launch.') },
  { key: 'sam-taylor', owner: 'daniel.kim', country: 'IE', contact: contact('Sam Taylor', 'Liffey Conferences', 'liffey.example', '+353 85 000 0206', 'Booked a call for next week.') },
];
