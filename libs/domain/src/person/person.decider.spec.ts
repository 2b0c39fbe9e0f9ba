import { type CommandMetadata, eventUpcasters } from '../shared';
import './person.upcasters';
import { deciderSpec } from '../shared/testing/decider-spec';
import { emptyPersonProfile, type PersonProfile } from './person-profile';
import type { PersonCommand } from './person.commands';
import { personDecider, personStreamId } from './person.decider';
import type { PersonCreated, PersonEvent } from './person.events';

const spec = deciderSpec(personDecider);
const orgId = 'org-1';
const now = '2025-03-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: orgId, actor: { userId: 'user-1' }, correlationId: 'corr-1', now };
const otherOrg: CommandMetadata = { ...metadata, organisationId: 'org-2' };

const profile = (overrides: Partial<PersonProfile> = {}): PersonProfile => ({
  ...emptyPersonProfile(),
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  position: 'Engineer',
  ...overrides,
});

const create = (data: Partial<Extract<PersonCommand, { type: 'CreatePerson' }>['data']> = {}, meta = metadata): PersonCommand => ({
  type: 'CreatePerson',
  data: { personId: 'p1', organisationId: orgId, profile: profile(), ...data },
  metadata: meta,
});
const update = (changes: Partial<PersonProfile>, meta = metadata): PersonCommand => ({ type: 'UpdatePerson', data: { personId: 'p1', profile: changes }, metadata: meta });
const remove = (meta = metadata): PersonCommand => ({ type: 'DeletePerson', data: { personId: 'p1' }, metadata: meta });

const created = (overrides: Partial<PersonProfile> = {}, organisationId = orgId): PersonCreated => ({
  type: 'PersonCreated',
  data: { personId: 'p1', organisationId, profile: profile(overrides), unverified: false, selfRegistration: false, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'user-0' },
});
const deleted: PersonEvent = { type: 'PersonDeleted', data: { personId: 'p1', email: 'ann@example.com', deletedAt: '2025-02-01T00:00:00.000Z', deletedBy: 'user-0' } };

describe('personDecider', () => {
  it('names its stream person-<id>', () => {
    expect(personStreamId('abc')).toBe('person-abc');
  });

  describe('CreatePerson', () => {
    it('creates a person with a complete, normalised profile', () => {
      spec
        .given()
        .when(
          create({
            profile: {
              first_name: ' Ann ',
              last_name: 'Lee',
              email: ' Ann@Example.COM ',
              tags: ['Sales Team', 'sales-team', ' VIP! '],
              group_id: '',
            },
            password: { plain: 'ignored while disabled', hash: 'h' },
            unverified: true,
            selfRegistration: true,
          }),
        )
        .then({
          type: 'PersonCreated',
          data: {
            personId: 'p1',
            organisationId: orgId,
            profile: { ...emptyPersonProfile(), first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', tags: ['sales-team', 'vip'] },
            unverified: true,
            selfRegistration: true,
            createdAt: now,
            createdBy: 'user-1',
          },
        });
    });

    it('records the hash of a PIN or password that fits its mode, never the text', () => {
      for (const [mode, plain] of [['pin', '0123'], ['password', 'open sesame']] as const) {
        spec
          .given()
          .when(create({ profile: profile({ password_mode: mode, password: 'a stored hash is never taken from a profile' }), password: { plain, hash: `hash-of-${plain}` } }))
          .then({
            type: 'PersonCreated',
            data: { personId: 'p1', organisationId: orgId, profile: profile({ password_mode: mode, password: `hash-of-${plain}` }), unverified: false, selfRegistration: false, createdAt: now, createdBy: 'user-1' },
          });
      }
    });

    it('refuses a protected profile without a PIN or password', () => {
      spec.given().when(create({ profile: profile({ password_mode: 'pin' }) })).thenThrows('person.pin_invalid', 'PIN must be exactly 4 digits');
      spec.given().when(create({ profile: profile({ password_mode: 'password' }), password: { plain: '', hash: 'h' } })).thenThrows('person.password_too_short', 'Password must be at least 4 characters');
    });

    it('refuses to create a person twice, even after deletion', () => {
      const error = spec.given(created()).when(create()).thenThrows('person.exists', 'Person already exists');
      expect(error.kind).toBe('conflict');
      spec.given(created(), deleted).when(create()).thenThrows('person.exists');
    });

    it('refuses to create a person in another organisation than the request', () => {
      const error = spec.given().when(create({}, otherOrg)).thenThrows('person.organisation_mismatch');
      expect(error.kind).toBe('forbidden');
    });

    it.each([
      ['first_name', 'person.first_name_required', 'First name is required'],
      ['last_name', 'person.last_name_required', 'Last name is required'],
      ['email', 'person.email_required', 'Email is required'],
    ] as const)('refuses a blank %s', (field, code, message) => {
      const error = spec
        .given()
        .when(create({ profile: profile({ [field]: '  ' }) }))
        .thenThrows(code, message);
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: field, msg: message }]);
    });

    it('reports every field error at once', () => {
      const error = spec
        .given()
        .when(create({ profile: { password_mode: 'pin' }, password: { plain: '12a4', hash: 'h' } }))
        .thenThrows('person.first_name_required');
      expect(error.errors).toEqual([
        { path: 'first_name', msg: 'First name is required' },
        { path: 'last_name', msg: 'Last name is required' },
        { path: 'email', msg: 'Email is required' },
        { path: 'password', msg: 'PIN must be exactly 4 digits' },
      ]);
    });

    it.each(['123', '12345', 'abcd', ''])('refuses the PIN %p', (plain) => {
      const error = spec
        .given()
        .when(create({ profile: profile({ password_mode: 'pin' }), password: { plain, hash: 'h' } }))
        .thenThrows('person.pin_invalid', 'PIN must be exactly 4 digits');
      expect(error.errors).toEqual([{ path: 'password', msg: 'PIN must be exactly 4 digits' }]);
    });

    it('refuses a password shorter than 4 characters', () => {
      const error = spec
        .given()
        .when(create({ profile: profile({ password_mode: 'password' }), password: { plain: 'abc', hash: 'h' } }))
        .thenThrows('person.password_too_short', 'Password must be at least 4 characters');
      expect(error.errors).toEqual([{ path: 'password', msg: 'Password must be at least 4 characters' }]);
    });
  });

  describe('UpdatePerson', () => {
    it('records the whole new profile and the fields that changed', () => {
      spec
        .given(created())
        .when(update({ position: 'CTO', tags: ['Board'], notifications: { weekly_intros: false } }))
        .then({
          type: 'PersonUpdated',
          data: {
            personId: 'p1',
            profile: profile({ position: 'CTO', tags: ['board'], notifications: { weekly_intros: false } }),
            changed: ['position', 'tags', 'notifications'],
            updatedAt: now,
            updatedBy: 'user-1',
          },
        });
    });

    it('keeps the fields it is not given', () => {
      spec
        .given(created({ bio: 'Hello', group_id: 'g1' }))
        .when(update({ last_name: 'Smith' }))
        .then({
          type: 'PersonUpdated',
          data: { personId: 'p1', profile: profile({ bio: 'Hello', group_id: 'g1', last_name: 'Smith' }), changed: ['last_name'], updatedAt: now, updatedBy: 'user-1' },
        });
    });

    it('records nothing when nothing changed', () => {
      spec.given(created()).when(update({})).then();
      spec.given(created({ tags: ['vip'] })).when(update(profile({ email: 'ANN@example.com ', tags: ['VIP', 'vip'], first_name: ' Ann' }))).then();
    });

    it('keeps the stored PIN while the mode stays, and asks for a new one when it changes', () => {
      spec.given(created({ password_mode: 'pin', password: 'hash-1' })).when(update({ position: 'CTO' })).then({
        type: 'PersonUpdated',
        data: { personId: 'p1', profile: profile({ password_mode: 'pin', password: 'hash-1', position: 'CTO' }), changed: ['position'], updatedAt: now, updatedBy: 'user-1' },
      });
      spec.given(created({ password_mode: 'pin', password: 'hash-1' })).when(update({ password_mode: 'password' })).thenThrows('person.password_too_short', 'Password must be at least 4 characters');
      spec.given(created()).when(update({ password_mode: 'pin' })).thenThrows('person.pin_invalid');
    });

    it('replaces the stored PIN with the hash of a new one', () => {
      spec
        .given(created({ password_mode: 'pin', password: 'hash-1' }))
        .when({ type: 'UpdatePerson', data: { personId: 'p1', profile: {}, password: { plain: '9876', hash: 'hash-2' } }, metadata })
        .then({ type: 'PersonUpdated', data: { personId: 'p1', profile: profile({ password_mode: 'pin', password: 'hash-2' }), changed: ['password'], updatedAt: now, updatedBy: 'user-1' } });
    });

    it('clears the password when protection is turned off', () => {
      spec
        .given(created({ password_mode: 'pin', password: '1234' }))
        .when(update({ password_mode: 'disabled' }))
        .then({ type: 'PersonUpdated', data: { personId: 'p1', profile: profile(), changed: ['password_mode', 'password'], updatedAt: now, updatedBy: 'user-1' } });
    });

    it('refuses a profile that breaks the rules', () => {
      spec.given(created()).when(update({ first_name: '' })).thenThrows('person.first_name_required', 'First name is required');
      spec.given(created()).when({ type: 'UpdatePerson', data: { personId: 'p1', profile: { password_mode: 'pin' }, password: { plain: '99', hash: 'h' } }, metadata }).thenThrows('person.pin_invalid', 'PIN must be exactly 4 digits');
    });

    it('refuses a person that does not exist, was deleted or belongs to another organisation', () => {
      const error = spec.given().when(update({ bio: 'x' })).thenThrows('person.not_found', 'Person not in organisation');
      expect(error.kind).toBe('not_found');
      spec.given(created(), deleted).when(update({ bio: 'x' })).thenThrows('person.not_found', 'Person not in organisation');
      spec.given(created()).when(update({ bio: 'x' }, otherOrg)).thenThrows('person.not_found', 'Person not in organisation');
    });
  });

  describe('DeletePerson', () => {
    it('deletes the person and names the e-mail to release', () => {
      spec
        .given(created(), { type: 'PersonUpdated', data: { personId: 'p1', profile: profile({ email: 'ann@new.example.com' }), changed: ['email'], updatedAt: now, updatedBy: 'user-1' } })
        .when(remove())
        .then({ type: 'PersonDeleted', data: { personId: 'p1', email: 'ann@new.example.com', deletedAt: now, deletedBy: 'user-1' } });
    });

    it('refuses a person that does not exist, was deleted or belongs to another organisation', () => {
      const error = spec.given().when(remove()).thenThrows('person.not_found', 'Person not in organisation');
      expect(error.kind).toBe('not_found');
      spec.given(created(), deleted).when(remove()).thenThrows('person.not_found', 'Person not in organisation');
      spec.given(created()).when(remove(otherOrg)).thenThrows('person.not_found', 'Person not in organisation');
    });
  });

  describe('EnrolInAcademy', () => {
    const enrol = (seriesId: string): PersonCommand => ({ type: 'EnrolInAcademy', data: { personId: 'p1', seriesId }, metadata });
    it('starts a series, naming the one it replaces', () => {
      spec.given(created()).when(enrol('s1')).then({ type: 'PersonAcademyEnrolled', data: { personId: 'p1', seriesId: 's1', previousSeriesId: null, enrolledAt: now } });
      const first: PersonEvent = { type: 'PersonAcademyEnrolled', data: { personId: 'p1', seriesId: 's1', previousSeriesId: null, enrolledAt: now } };
      spec.given(created(), first).when(enrol('s2')).then({ type: 'PersonAcademyEnrolled', data: { personId: 'p1', seriesId: 's2', previousSeriesId: 's1', enrolledAt: now } });
      spec.given(created(), first).when(enrol('s1')).then();
    });

    it('refuses a deleted person', () => {
      spec.given(created(), deleted).when(enrol('s1')).thenThrows('person.not_found');
    });
  });

  describe('ChangePushToken', () => {
    const token = (value: string | null): PersonCommand => ({ type: 'ChangePushToken', data: { personId: 'p1', token: value }, metadata });
    it('records a new token once, and its withdrawal', () => {
      spec.given(created()).when(token(' fcm-1 ')).then({ type: 'PersonPushTokenChanged', data: { personId: 'p1', token: 'fcm-1', changedAt: now } });
      const registered: PersonEvent = { type: 'PersonPushTokenChanged', data: { personId: 'p1', token: 'fcm-1', changedAt: now } };
      spec.given(created(), registered).when(token('fcm-1')).then();
      spec.given(created(), registered).when(token(null)).then({ type: 'PersonPushTokenChanged', data: { personId: 'p1', token: null, changedAt: now } });
      spec.given(created()).when(token('')).then();
    });

    it('refuses a person of another organisation', () => {
      spec.given(created()).when({ type: 'ChangePushToken', data: { personId: 'p1', token: 't' }, metadata: otherOrg }).thenThrows('person.not_found');
    });
  });

  describe('ErasePerson', () => {
    const erase = (reason: string, meta = metadata): PersonCommand => ({ type: 'ErasePerson', data: { personId: 'p1', reason }, metadata: meta });
    const erased: PersonEvent = { type: 'PersonErased', data: { personId: 'p1', reason: 'Asked by e-mail', erasedAt: now, erasedBy: 'user-1' } };

    it('records who erased a deleted person, when and why (the reason trimmed)', () => {
      spec.given(created(), deleted).when(erase('  Asked by e-mail ')).then(erased);
    });

    it('erases only once', () => {
      spec.given(created(), deleted, erased).when(erase('Again')).then();
    });

    it('refuses an active person: erasure follows deletion', () => {
      spec.given(created()).when(erase('Asked')).thenThrows('person.erase_active', 'Delete the person before erasing their personal data');
    });

    it('needs a reason of at most 500 characters', () => {
      const blank = spec.given(created(), deleted).when(erase('  ')).thenThrows('person.erase_reason_required', 'A reason is required');
      expect(blank.errors).toEqual([{ path: 'reason', msg: 'A reason is required' }]);
      spec.given(created(), deleted).when(erase('x'.repeat(501))).thenThrows('person.erase_reason_too_long', 'Reason must be 500 characters or less');
    });

    it('refuses a person that never existed or belongs to another organisation', () => {
      spec.given().when(erase('Asked')).thenThrows('person.not_found', 'Person not in organisation');
      spec.given(created(), deleted).when(erase('Asked', otherOrg)).thenThrows('person.not_found', 'Person not in organisation');
    });

    it('leaves an empty profile in the state', () => {
      const state = [created(), deleted, erased].reduce(personDecider.evolve, personDecider.initialState());
      expect(state).toMatchObject({ status: 'deleted', erasedAt: now, profile: emptyPersonProfile() });
    });
  });

  describe('state', () => {
    it('follows the life cycle', () => {
      const events: PersonEvent[] = [created(), { type: 'PersonUpdated', data: { personId: 'p1', profile: profile({ bio: 'b' }), changed: ['bio'], updatedAt: now, updatedBy: 'user-2' } }];
      const active = events.reduce(personDecider.evolve, personDecider.initialState());
      expect(active).toMatchObject({ status: 'active', organisationId: orgId, profile: profile({ bio: 'b' }), createdBy: 'user-0', updatedAt: now, updatedBy: 'user-2' });
      expect(personDecider.evolve(active, deleted)).toMatchObject({ status: 'deleted', deletedAt: '2025-02-01T00:00:00.000Z' });
    });
  });
});

describe('person upcasters', () => {
  it('read a PIN stored as typed (schema version 1) as plain$<text>', () => {
    const stored = (type: string, password: string) => ({
      id: 'e1',
      streamId: 'person-p1',
      revision: 0,
      position: 1,
      type,
      data: { personId: 'p1', profile: profile({ password_mode: 'pin', password }) },
      recordedAt: now,
      metadata: { organisationId: orgId, actor: { userId: 'u' }, correlationId: 'c', causationId: 'c', occurredAt: now, schemaVersion: 1 },
    });
    expect((eventUpcasters.upcast(stored('PersonCreated', '1234')).data as { profile: PersonProfile }).profile.password).toBe('plain$1234');
    expect((eventUpcasters.upcast(stored('PersonUpdated', '')).data as { profile: PersonProfile }).profile.password).toBe('');
    expect(eventUpcasters.currentVersion('PersonUpdated')).toBe(2);
  });
});
