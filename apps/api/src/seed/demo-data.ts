import type { PersonBodyInput } from '@profyle/contracts';
import type { Principal } from '../shared/auth/principal';

/** The organisation, users and people a first run creates so a newcomer has something to look at. */
export const DEMO_ORGANISATION = { id: 'acme_events', name: 'Acme Events Ltd', subscriptions: 25, nfcCards: 10 };

export const DEMO_OWNER: Principal = {
  userId: 'demo-owner',
  email: 'owner@acme-events.example',
  name: 'Olivia Owner',
  organisationId: DEMO_ORGANISATION.id,
  organisationIds: [DEMO_ORGANISATION.id],
  admin: true,
  superadmin: false,
};

export const DEMO_SUPERADMIN: Principal = {
  userId: 'demo-superadmin',
  email: 'support@profyle.example',
  name: 'Sam Superadmin',
  organisationId: 'profyle_hq',
  organisationIds: ['profyle_hq'],
  admin: true,
  superadmin: true,
};

const person = (first_name: string, last_name: string, position: string, department: string): PersonBodyInput => ({
  first_name,
  last_name,
  position,
  department,
  email: `${first_name}.${last_name}@acme-events.example`.toLowerCase(),
  mobile: '+44 20 7946 0000',
  bio: `${position} at Acme Events.`,
});

/** People, and the subscription each gets (none, a digital Profyle, or an NFC card with its code). */
export const DEMO_PEOPLE: { body: PersonBodyInput; subscription?: { type: 'digital' | 'nfc'; card_short_code?: string } }[] = [
  { body: person('Ada', 'Lovelace', 'Head of Engineering', 'Engineering'), subscription: { type: 'nfc', card_short_code: 'A1B2C3' } },
  { body: person('Grace', 'Hopper', 'Principal Engineer', 'Engineering'), subscription: { type: 'digital' } },
  { body: person('Alan', 'Turing', 'Research Lead', 'Research'), subscription: { type: 'digital' } },
  { body: person('Katherine', 'Johnson', 'Data Analyst', 'Research') },
  { body: person('Tim', 'Berners-Lee', 'Product Manager', 'Product') },
  { body: person('Margaret', 'Hamilton', 'Delivery Manager', 'Operations') },
];
