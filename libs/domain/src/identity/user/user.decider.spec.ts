import type { CommandMetadata } from '../../shared';
import { deciderSpec } from '../../shared/testing/decider-spec';
import { fold } from '../../shared';
import type { UserCommand } from './user.commands';
import { signInRefusal, userDecider, userStreamId } from './user.decider';
import type { UserCreated, UserEvent, UserInvited, UserJoinedOrganisation } from './user.events';
import { accessibleOrganisationIds } from './user.state';

const spec = deciderSpec(userDecider);
const now = '2025-03-01T10:00:00.000Z';
const meta = (actor = 'admin-1', organisationId = 'acme'): CommandMetadata => ({ organisationId, actor: { userId: actor, email: `${actor}@example.com` }, correlationId: 'c', now });

const created = (data: Partial<UserCreated['data']> = {}): UserCreated => ({
  type: 'UserCreated',
  data: {
    userId: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    picture: '',
    organisationId: 'acme',
    admin: true,
    superadmin: false,
    owner: false,
    passwordHash: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    createdBy: 'seed',
    ...data,
  },
});
const invited: UserInvited = { type: 'UserInvited', data: { userId: 'u1', email: 'ada@example.com', organisationId: 'acme', inviteId: 'i1', invitedAt: '2025-01-01T00:00:00.000Z', invitedBy: 'admin-1' } };
const joined = (organisationId: string, registered = false): UserJoinedOrganisation => ({
  type: 'UserJoinedOrganisation',
  data: { userId: 'u1', email: 'ada@example.com', organisationId, inviteId: 'i2', registered, joinedAt: '2025-02-01T00:00:00.000Z' },
});
const cmd = <T extends UserCommand['type']>(type: T, data: Extract<UserCommand, { type: T }>['data'], metadata = meta()) => ({ type, data, metadata }) as UserCommand;

describe('userDecider', () => {
  it('names its stream user-<id>', () => expect(userStreamId('u1')).toBe('user-u1'));

  describe('trial sign-up (SignUpUser, CompleteRegistration, CancelRegistration)', () => {
    const attribution = { utmSource: 'news', utmMedium: 'email', utmCampaign: 'spring', gclid: '', affiliateId: 'acme-partners', cardId: '' };
    const signedUp: UserEvent = {
      type: 'UserSignedUp',
      data: { userId: 'u1', email: 'ada@example.com', name: 'ada', picture: '', method: 'email-link', passwordHash: null, attribution, signedUpAt: now },
    };
    const completed: UserEvent = { type: 'UserRegistrationCompleted', data: { userId: 'u1', email: 'ada@example.com', organisationId: 'ada_ltd', name: 'Ada Lovelace', picture: '', attribution, completedAt: now } };

    it('signs up an address nobody holds: registering, signed in, reaching no organisation', () => {
      spec.given().when(cmd('SignUpUser', { userId: 'u1', email: ' Ada@Example.com ', method: 'email-link', attribution }, meta('anonymous', ''))).then(signedUp);
      const state = fold(userDecider, [signedUp]);
      expect(state.status).toBe('registering');
      expect(signInRefusal(state)).toBeNull();
      expect(accessibleOrganisationIds(state)).toEqual([]);
    });

    it('refuses a second sign-up of the same user', () => {
      spec.given(signedUp).when(cmd('SignUpUser', { userId: 'u1', email: 'ada@example.com', method: 'password', passwordHash: 'argon2$x', attribution }, meta('anonymous', ''))).thenThrows('user.exists');
      spec.given(created()).when(cmd('SignUpUser', { userId: 'u1', email: 'ada@example.com', method: 'google', attribution }, meta('anonymous', ''))).thenThrows('user.exists');
    });

    it('makes the registering user the owner admin of their trial, once', () => {
      spec.given(signedUp).when(cmd('CompleteRegistration', { userId: 'u1', organisationId: 'ada_ltd', name: ' Ada Lovelace ' }, meta('u1', 'ada_ltd'))).then(completed);
      expect(accessibleOrganisationIds(fold(userDecider, [signedUp, completed]))).toEqual(['ada_ltd']);
      expect(fold(userDecider, [signedUp, completed])).toMatchObject({ status: 'active', admin: true, owner: true, name: 'Ada Lovelace' });
      spec.given(signedUp, completed).when(cmd('CompleteRegistration', { userId: 'u1', organisationId: 'ada_ltd', name: 'Ada Lovelace' }, meta('u1', 'ada_ltd'))).then();
      spec.given(signedUp, completed).when(cmd('CompleteRegistration', { userId: 'u1', organisationId: 'other', name: 'Ada' }, meta('u1', 'other'))).thenThrows('user.not_registering');
      spec.given(created()).when(cmd('CompleteRegistration', { userId: 'u1', organisationId: 'ada_ltd', name: 'Ada' }, meta('u1', 'ada_ltd'))).thenThrows('user.not_registering');
    });

    it('cancels only the registering user’s own registration, before the trial exists', () => {
      const cancelled: UserEvent = { type: 'UserRegistrationCancelled', data: { userId: 'u1', email: 'ada@example.com', cancelledAt: now } };
      spec.given(signedUp).when(cmd('CancelRegistration', { userId: 'u1' }, meta('u1', ''))).then(cancelled);
      expect(signInRefusal(fold(userDecider, [signedUp, cancelled]))).toBe('no_user');
      spec.given(signedUp).when(cmd('CancelRegistration', { userId: 'u1' }, meta('u2', ''))).thenThrows('user.not_registering');
      spec.given(signedUp, completed).when(cmd('CancelRegistration', { userId: 'u1' }, meta('u1', ''))).thenThrows('user.not_registering', 'This account has no registration in progress');
      spec.given(signedUp, cancelled).when(cmd('CancelRegistration', { userId: 'u1' }, meta('u1', ''))).thenThrows('user.not_registering');
    });
  });

  describe('CreateUser', () => {
    it('creates a registered user with a normalised e-mail and a name from it when none is given', () =>
      spec
        .given()
        .when(cmd('CreateUser', { userId: 'u1', email: ' Ada@Example.COM ', name: ' ', organisationId: 'acme', admin: true, owner: true, passwordHash: 'hash' }))
        .then(created({ name: 'ada', owner: true, passwordHash: 'hash', createdAt: now, createdBy: 'admin-1' })));

    it('refuses an existing user', () => {
      spec.given(created()).when(cmd('CreateUser', { userId: 'u1', email: 'a@b.co', name: 'A', organisationId: 'acme', admin: true })).thenThrows('user.exists');
    });
  });

  describe('JoinOrganisation', () => {
    it('registers a pending user as an admin of the inviting organisation', () => {
      spec
        .given(invited)
        .when(cmd('JoinOrganisation', { userId: 'u1', organisationId: 'acme', inviteId: 'i1' }))
        .then({ type: 'UserJoinedOrganisation', data: { userId: 'u1', email: 'ada@example.com', organisationId: 'acme', inviteId: 'i1', registered: true, joinedAt: now } });
      const state = fold(userDecider, [invited, joined('acme', true)]);
      expect(state.status).toBe('active');
      expect(accessibleOrganisationIds(state)).toEqual(['acme']);
    });

    it('gives an existing user one more organisation, once', () => {
      spec
        .given(created())
        .when(cmd('JoinOrganisation', { userId: 'u1', organisationId: 'globex', inviteId: 'i2' }))
        .then({ type: 'UserJoinedOrganisation', data: { userId: 'u1', email: 'ada@example.com', organisationId: 'globex', inviteId: 'i2', registered: false, joinedAt: now } });
      spec.given(created(), joined('globex')).when(cmd('JoinOrganisation', { userId: 'u1', organisationId: 'globex', inviteId: 'i3' })).then();
      expect(accessibleOrganisationIds(fold(userDecider, [created(), joined('globex')]))).toEqual(['acme', 'globex']);
    });
  });

  describe('GrantOrganisationAccess', () => {
    it('gives a partner admin the demo organisation they created, once', () => {
      const granted = { type: 'UserGrantedOrganisationAccess' as const, data: { userId: 'u1', email: 'ada@example.com', organisationId: 'prospect_co', reason: 'created_demo' as const, grantedAt: now, grantedBy: 'admin-1' } };
      spec.given(created()).when(cmd('GrantOrganisationAccess', { userId: 'u1', organisationId: 'prospect_co', reason: 'created_demo' })).then(granted);
      spec.given(created(), granted).when(cmd('GrantOrganisationAccess', { userId: 'u1', organisationId: 'prospect_co', reason: 'created_demo' })).then();
      expect(accessibleOrganisationIds(fold(userDecider, [created(), granted]))).toEqual(['acme', 'prospect_co']);
    });

    it('refuses a pending user', () => {
      spec.given(invited).when(cmd('GrantOrganisationAccess', { userId: 'u1', organisationId: 'prospect_co', reason: 'created_demo' })).thenThrows('user.not_found');
    });
  });

  describe('RemoveFromOrganisation', () => {
    it('refuses to remove oneself and the owner', () => {
      spec.given(created()).when(cmd('RemoveFromOrganisation', { userId: 'u1', organisationId: 'acme' }, meta('u1'))).thenThrows('user.cannot_remove_self', 'You cannot delete your own user');
      spec.given(created({ owner: true })).when(cmd('RemoveFromOrganisation', { userId: 'u1', organisationId: 'acme' })).thenThrows('user.cannot_remove_owner');
    });

    it('removes a user with no other organisation for good', () =>
      spec
        .given(created())
        .when(cmd('RemoveFromOrganisation', { userId: 'u1', organisationId: 'acme' }))
        .then({
          type: 'UserRemovedFromOrganisation',
          data: { userId: 'u1', email: 'ada@example.com', organisationId: 'acme', mainOrganisationId: '', otherOrganisationIds: [], removed: true, removedAt: now, removedBy: 'admin-1' },
        }));

    it('takes a guest out of one organisation, and promotes the next one when the main one goes', () => {
      spec
        .given(created({ owner: true }), joined('globex'))
        .when(cmd('RemoveFromOrganisation', { userId: 'u1', organisationId: 'globex' }, meta('admin-2', 'globex')))
        .then({
          type: 'UserRemovedFromOrganisation',
          data: { userId: 'u1', email: 'ada@example.com', organisationId: 'globex', mainOrganisationId: 'acme', otherOrganisationIds: [], removed: false, removedAt: now, removedBy: 'admin-2' },
        });
      const events: UserEvent[] = [created(), joined('globex'), joined('initech')];
      const [removed] = userDecider.decide(cmd('RemoveFromOrganisation', { userId: 'u1', organisationId: 'acme' }), fold(userDecider, events));
      expect(removed.data).toMatchObject({ mainOrganisationId: 'globex', otherOrganisationIds: ['initech'], removed: false });
      expect(accessibleOrganisationIds(fold(userDecider, [...events, removed]))).toEqual(['globex', 'initech']);
    });

    it('does not know a user in an organisation they cannot reach', () => {
      spec.given(created()).when(cmd('RemoveFromOrganisation', { userId: 'u1', organisationId: 'globex' })).thenThrows('user.not_found', "User doesn't exist");
    });
  });

  describe('UpdateUserProfile', () => {
    it('records only what changed', () => {
      spec
        .given(created())
        .when(cmd('UpdateUserProfile', { userId: 'u1', name: ' Ada King ', weeklyAccountStats: false }))
        .then({
          type: 'UserProfileUpdated',
          data: { userId: 'u1', name: 'Ada King', picture: '', emailNotifications: { weeklyAccountStats: false }, changed: ['name', 'emailNotifications'], updatedAt: now },
        });
      spec.given(created()).when(cmd('UpdateUserProfile', { userId: 'u1', name: 'Ada' })).then();
    });

    it('needs a name', () => {
      const error = spec.given(created()).when(cmd('UpdateUserProfile', { userId: 'u1', name: '  ' })).thenThrows('user.name_required');
      expect(error.errors).toEqual([{ path: 'name', msg: 'Please enter your name' }]);
    });
  });

  describe('signing in', () => {
    it('lets registered and pending users in, marking superadmins as support', () => {
      spec
        .given(created({ superadmin: true }))
        .when(cmd('RecordSignIn', { userId: 'u1', method: 'password', sessionId: 's1' }))
        .then({ type: 'UserSignedIn', data: { userId: 'u1', email: 'ada@example.com', method: 'password', sessionId: 's1', support: true, signedInAt: now } });
      expect(signInRefusal(fold(userDecider, [invited]))).toBeNull();
    });

    it('refuses unknown users and users without an organisation', () => {
      spec.given().when(cmd('RecordSignIn', { userId: 'u1', method: 'email-link', sessionId: 's1' })).thenThrows('no_user', 'User not found. Have you signed up for an account?');
      spec.given(created({ organisationId: '' })).when(cmd('RecordSignIn', { userId: 'u1', method: 'email-link', sessionId: 's1' })).thenThrows('no_organisation');
    });
  });

  describe('StartSupportAccess', () => {
    it('records a superadmin entering another organisation, not their own', () => {
      spec
        .given(created({ superadmin: true }))
        .when(cmd('StartSupportAccess', { userId: 'u1', organisationId: 'globex' }))
        .then({ type: 'SupportAccessStarted', data: { userId: 'u1', email: 'ada@example.com', organisationId: 'globex', startedAt: now } });
      spec.given(created({ superadmin: true })).when(cmd('StartSupportAccess', { userId: 'u1', organisationId: 'acme' })).then();
      spec.given(created()).when(cmd('StartSupportAccess', { userId: 'u1', organisationId: 'globex' })).thenThrows('user.not_superadmin', 'Access Denied');
    });
  });
});
