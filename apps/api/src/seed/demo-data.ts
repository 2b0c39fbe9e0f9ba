import type { PersonBodyInput } from '@profyle/contracts';
import type { Principal } from '../shared/auth/principal';

/** The organisation, users and people a first run creates so a newcomer has something to look at. */
export const DEMO_ORGANISATION = { id: 'acme_events', name: 'Acme Events Ltd', subscriptions: 25 };

/**
 * The demo organisation's NFC cards, allocated to it on the first run. Fixed ids (real ones come from
 * POST /v1/enterprise/cards/create) so the demo and its guide can name them: Ada's card is A1B2C3.
 */
export const DEMO_CARD_IDS: readonly string[] = [
  'A1B2C3D4E5F60718293A4B5C6D7E8F90',
  'B7E1C0DE5A17F00D4C0FFEE123456789',
  'C0FFEE00D15EA5E0BADC0DE012345678',
  'D00DFEED1234567890ABCDEF01234567',
  'E1E2E3E4E5E6E7E8E9EAEBECEDEEEF00',
  'F00DBABE0123456789ABCDEF00112233',
  '1A2B3C4D5E6F708192A3B4C5D6E7F809',
  '2B3C4D5E6F708192A3B4C5D6E7F8091A',
  '3C4D5E6F708192A3B4C5D6E7F8091A2B',
  '4D5E6F708192A3B4C5D6E7F8091A2B3C',
];
/** The superadmins' own organisation. */
export const SUPPORT_ORGANISATION = { id: 'profyle_hq', name: 'Profyle Support' };

export interface DemoUser {
  userId: string;
  email: string;
  name: string;
  organisationId: string;
  owner: boolean;
  superadmin: boolean;
  /** Demo-only passwords, printed at start so anyone running the portal locally can sign in. */
  password: string;
}

export const DEMO_OWNER: DemoUser = {
  userId: 'demo-owner',
  email: 'owner@acme-events.example',
  name: 'Olivia Owner',
  organisationId: DEMO_ORGANISATION.id,
  owner: true,
  superadmin: false,
  password: 'acme-owner-demo',
};

export const DEMO_SUPERADMIN: DemoUser = {
  userId: 'demo-superadmin',
  email: 'support@profyle.example',
  name: 'Sam Superadmin',
  organisationId: SUPPORT_ORGANISATION.id,
  owner: false,
  superadmin: true,
  password: 'profyle-support-demo',
};

export const DEMO_USERS: readonly DemoUser[] = [DEMO_OWNER, DEMO_SUPERADMIN];

/** The demo user as the actor of the seed's commands. */
export const demoPrincipal = (user: DemoUser): Principal => ({
  userId: user.userId,
  email: user.email,
  name: user.name,
  organisationId: user.organisationId,
  organisationIds: [user.organisationId],
  admin: true,
  superadmin: user.superadmin,
  owner: user.owner,
});

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
