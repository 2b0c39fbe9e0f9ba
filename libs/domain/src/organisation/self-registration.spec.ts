import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { personDecider } from '../person/person.decider';
import type { PersonCommand } from '../person/person.commands';
import type { PersonCreated, PersonEvent } from '../person/person.events';
import { emptyPersonProfile } from '../person/person-profile';
import type { OrganisationCommand } from './organisation.commands';
import { organisationDecider } from './organisation.decider';
import type { OrganisationEvent } from './organisation.events';
import { defaultFeatureSettings } from './settings/organisation-settings';
import { allowedEmailDomains, isAllowedEmail } from './self-registration';

const NOW = '2025-03-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: 'o1', actor: { userId: 'anonymous' }, correlationId: 'c', now: NOW };
const organisation = deciderSpec(organisationDecider);
const person = deciderSpec(personDecider);

const created: OrganisationEvent = {
  type: 'OrganisationCreated',
  data: {
    organisationId: 'o1',
    name: 'Acme',
    isDemo: false,
    isPartner: false,
    intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
    subscriptions: { type: 'Enterprise', purchased: 5 },
    nfcCards: { purchased: 0 },
    features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } },
    createdAt: 't',
  },
};
const selfRegistration = (value: Partial<ReturnType<typeof defaultFeatureSettings>['selfRegistration']>): OrganisationEvent => ({
  type: 'OrganisationSettingChanged',
  data: { setting: 'selfRegistration', value: { ...defaultFeatureSettings().selfRegistration, ...value }, previous: defaultFeatureSettings().selfRegistration },
});
const enabled = selfRegistration({ enabled: true, domains: 'acme.com;acme.co.uk' });
const register = (email: string, extra: Partial<{ groupId: string | null; locationIds: string[] }> = {}): OrganisationCommand => ({
  type: 'PlaceSelfRegisteredPerson',
  data: { personId: 'p1', email, groupId: null, locationIds: [], ...extra },
  metadata,
});
const invite = (emails: string[]): OrganisationCommand => ({ type: 'InviteEmployees', data: { emails, inviteUrl: 'https://portal.example/register-profyle/o1' }, metadata });

describe('self-registration on the organisation stream', () => {
  it('claims the e-mail of a stranger registering in an organisation that enabled it', () => {
    organisation.given(created, enabled).when(register(' Ann@Acme.com ')).then({ type: 'PersonEmailClaimed', data: { personId: 'p1', email: 'ann@acme.com' } });
  });

  it('accepts subdomains of an allowed domain, and any address when no domain is named', () => {
    organisation.given(created, enabled).when(register('ann@uk.acme.com')).then({ type: 'PersonEmailClaimed', data: { personId: 'p1', email: 'ann@uk.acme.com' } });
    organisation.given(created, selfRegistration({ enabled: true })).when(register('ann@gmail.com')).then({ type: 'PersonEmailClaimed', data: { personId: 'p1', email: 'ann@gmail.com' } });
  });

  it('is refused while self-registration is disabled', () => {
    organisation.given(created).when(register('ann@acme.com')).thenThrows('self_registration.disabled', 'Self-service registration is not available for this organisation. Please contact support.');
    organisation.given(created, enabled, selfRegistration({ enabled: false })).when(register('ann@acme.com')).thenThrows('self_registration.disabled');
  });

  it('refuses an address of another domain, on the e-mail field', () => {
    const error = organisation.given(created, enabled).when(register('ann@notacme.com')).thenThrows('self_registration.domain_not_allowed', 'Please use your organisation email address (@acme.com, @acme.co.uk)');
    expect(error.errors).toEqual([{ path: 'email', msg: 'Please use your organisation email address (@acme.com, @acme.co.uk)' }]);
  });

  it('refuses an e-mail another person holds, and a group that does not exist', () => {
    const held: OrganisationEvent = { type: 'PersonEmailClaimed', data: { personId: 'p0', email: 'ann@acme.com' } };
    organisation.given(created, enabled, held).when(register('ANN@acme.com')).thenThrows('person.email_taken', 'A person with this email address already exists');
    organisation.given(created, enabled).when(register('ann@acme.com', { groupId: 'nope' })).thenThrows('group.not_found');
  });

  it('refuses an organisation that does not exist', () => {
    organisation.given().when(register('ann@acme.com')).thenThrows('organisation.not_found');
  });
});

describe('employee invites', () => {
  it('are recorded once per address, lower-cased', () => {
    organisation
      .given(created, enabled)
      .when(invite(['Bob@acme.com', 'bob@acme.com ', 'cy@acme.co.uk']))
      .then({ type: 'EmployeesInvited', data: { emails: ['bob@acme.com', 'cy@acme.co.uk'], inviteUrl: 'https://portal.example/register-profyle/o1', invitedAt: NOW, invitedBy: 'anonymous' } });
  });

  it('are refused while self-registration is disabled, without addresses, and for other domains (each by its place)', () => {
    organisation.given(created).when(invite(['bob@acme.com'])).thenThrows('self_registration.disabled');
    organisation.given(created, enabled).when(invite([' '])).thenThrows('self_registration.invite_emails_required', 'Please enter at least one email address');
    const error = organisation.given(created, enabled).when(invite(['bob@acme.com', 'eve@evil.com', 'x@other.org'])).thenThrows('self_registration.domain_not_allowed');
    expect(error.errors.map((e) => e.path)).toEqual(['emails.1', 'emails.2']);
  });
});

describe('allowed domains', () => {
  it('reads semicolons, commas and spaces, drops @ and repeats', () => {
    expect(allowedEmailDomains(' @Acme.com; acme.com,b.org  c.net ;')).toEqual(['acme.com', 'b.org', 'c.net']);
    expect(allowedEmailDomains('')).toEqual([]);
  });

  it('never takes a look-alike domain for an allowed one', () => {
    expect(isAllowedEmail(['acme.com'], 'eve@evilacme.com')).toBe(false);
    expect(isAllowedEmail(['acme.com'], 'eve@acme.com.evil.org')).toBe(false);
    expect(isAllowedEmail(['acme.com'], 'ann@ACME.COM')).toBe(true);
  });
});

describe('verifying a self-registered person', () => {
  const personMeta: CommandMetadata = { ...metadata, actor: { userId: 'anonymous' } };
  const registered: PersonCreated = {
    type: 'PersonCreated',
    data: { personId: 'p1', organisationId: 'o1', profile: { ...emptyPersonProfile(), first_name: 'Ann', last_name: 'Lee', email: 'ann@acme.com', position: 'Chef' }, unverified: true, selfRegistration: true, createdAt: 't0', createdBy: 'anonymous' },
  };
  const link: PersonEvent = { type: 'PersonVerificationLinkIssued', data: { personId: 'p1', tokenHash: 'h1', issuedAt: NOW, expiresAt: '2025-03-08T10:00:00.000Z' } };
  const byEmail = (tokenHash: string, now = NOW): PersonCommand => ({ type: 'VerifyPerson', data: { personId: 'p1', method: 'email', tokenHash }, metadata: { ...personMeta, now } });
  const byAdmin: PersonCommand = { type: 'VerifyPerson', data: { personId: 'p1', method: 'admin' }, metadata: { ...personMeta, actor: { userId: 'admin-1' } } };
  const verified = (method: 'email' | 'admin', by: string): PersonEvent => ({ type: 'PersonVerified', data: { personId: 'p1', method, verifiedAt: NOW, verifiedBy: by } });

  it('issues a link valid for the lifetime asked for', () => {
    person
      .given(registered)
      .when({ type: 'IssuePersonVerificationLink', data: { personId: 'p1', tokenHash: 'h1', lifetimeSeconds: 7 * 86400 }, metadata: personMeta })
      .then(link);
  });

  it('verifies with the last link’s secret, once; the same link again records nothing', () => {
    person.given(registered, link).when(byEmail('h1')).then(verified('email', 'anonymous'));
    person.given(registered, link, verified('email', 'anonymous')).when(byEmail('h1')).then();
  });

  it('refuses another secret (also once verified), no link, and an expired link', () => {
    person.given(registered, link).when(byEmail('h2')).thenThrows('person.verification_link_invalid', 'This verification link is not valid');
    person.given(registered).when(byEmail('h1')).thenThrows('person.verification_link_invalid');
    person.given(registered, link, verified('admin', 'admin-1')).when(byEmail('h2')).thenThrows('person.verification_link_invalid');
    person.given(registered, link).when(byEmail('h1', '2025-03-08T10:00:00.000Z')).thenThrows('person.verification_link_expired', 'This verification link has expired');
  });

  it('is verified by an admin without a link; a second time records nothing; no link once verified', () => {
    person.given(registered).when(byAdmin).then(verified('admin', 'admin-1'));
    person.given(registered, verified('admin', 'admin-1')).when(byAdmin).then();
    person
      .given(registered, verified('admin', 'admin-1'))
      .when({ type: 'IssuePersonVerificationLink', data: { personId: 'p1', tokenHash: 'h3', lifetimeSeconds: 60 }, metadata: personMeta })
      .thenThrows('person.already_verified');
  });

  it('is refused for a person of another organisation', () => {
    person.given(registered).when({ ...byAdmin, metadata: { ...byAdmin.metadata, organisationId: 'o2' } }).thenThrows('person.not_found');
  });

  it('takes the person out of the unverified list', () => {
    const state = [registered, link, verified('email', 'anonymous')].reduce(personDecider.evolve, personDecider.initialState());
    expect(state).toMatchObject({ unverified: false, verifiedAt: NOW });
  });
});
