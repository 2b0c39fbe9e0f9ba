/** The token-bearing aggregates: invites, one-time sign-in tokens, sessions; plus the e-mail registry and notifications. */
import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { INVITE_SIGN_IN_LIFETIME_SECONDS, type InviteCommand, inviteDecider, type InviteSent, inviteResendableAt } from './invite/invite.decider';
import { REFRESH_REUSE_GRACE_SECONDS, type SessionCommand, sessionDecider, type SessionStarted } from './session/session.decider';
import { type SignInTokenCommand, signInTokenDecider, type SignInTokenIssued } from './sign-in-token/sign-in-token.decider';
import { type UserEmailCommand, userEmailDecider, userEmailStreamId } from './user-email/user-email.decider';
import { type UserNotificationCommand, userNotificationsDecider, type NotificationCreated } from './user-notifications/user-notifications.decider';
import { fold } from '../shared';

const at = (iso: string): CommandMetadata => ({ organisationId: 'acme', actor: { userId: 'admin-1', email: 'admin@acme.example' }, correlationId: 'c', now: iso });
const T0 = '2025-03-01T10:00:00.000Z';
const plusSeconds = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString();

describe('userEmailDecider', () => {
  const spec = deciderSpec(userEmailDecider);
  const claim = (userId: string, email = 'Ada@Example.com'): UserEmailCommand => ({ type: 'ClaimUserEmail', data: { email, userId }, metadata: at(T0) });

  it('keys the registry by the lower-cased address', () => expect(userEmailStreamId(' Ada@Example.com')).toBe('useremail-ada@example.com'));

  it('gives an address to one user only', () => {
    spec.given().when(claim('u1')).then({ type: 'UserEmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } });
    spec.given({ type: 'UserEmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }).when(claim('u1')).then();
    spec.given({ type: 'UserEmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }).when(claim('u2')).thenThrows('user.email_taken', 'This email address is already in use');
  });

  it('frees a released address', () => {
    const claimed = { type: 'UserEmailClaimed' as const, data: { email: 'ada@example.com', userId: 'u1' } };
    spec.given(claimed).when({ type: 'ReleaseUserEmail', data: { email: 'ada@example.com', userId: 'u2' }, metadata: at(T0) }).then();
    spec.given(claimed, { type: 'UserEmailReleased', data: { email: 'ada@example.com', userId: 'u1' } }).when(claim('u2')).then({ type: 'UserEmailClaimed', data: { email: 'ada@example.com', userId: 'u2' } });
  });
});

describe('inviteDecider', () => {
  const spec = deciderSpec(inviteDecider);
  const sent: InviteSent = {
    type: 'InviteSent',
    data: { inviteId: 'i1', organisationId: 'acme', companyName: 'Acme', email: 'new@example.com', userId: 'u9', upgrade: false, senderEmail: 'admin@acme.example', senderUserId: 'admin-1', tokenHash: 'h1', sentAt: T0 },
  };
  const resend = (seconds: number): InviteCommand => ({ type: 'ResendInvite', data: { inviteId: 'i1', tokenHash: 'h2' }, metadata: at(plusSeconds(seconds)) });
  const accept = (email: string, tokenHash = 'h1'): InviteCommand => ({ type: 'AcceptInvite', data: { inviteId: 'i1', token: 'i1.secret', tokenHash, userId: 'u9', email }, metadata: at(T0) });

  it('sends an invite signed by the sender', () =>
    spec
      .given()
      .when({ type: 'SendInvite', data: { inviteId: 'i1', organisationId: 'acme', companyName: 'Acme', email: 'New@Example.com', userId: 'u9', upgrade: false, tokenHash: 'h1' }, metadata: at(T0) })
      .then(sent));

  it('resends only more than 600 seconds after the last send, with a new token', () => {
    spec.given(sent).when(resend(600)).thenThrows('invite.resend_too_soon', 'An invite was sent to this user less than 10 minutes ago. You can resend it in 1 second.');
    spec.given(sent).when(resend(30)).thenThrows('invite.resend_too_soon', 'An invite was sent to this user less than 10 minutes ago. You can resend it in 570 seconds.');
    spec
      .given(sent)
      .when(resend(601))
      .then({ type: 'InviteResent', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u9', tokenHash: 'h2', sentAt: plusSeconds(601) } });
    expect(inviteResendableAt(fold(inviteDecider, [sent]))).toBe(plusSeconds(600));
  });

  it('accepts with the current token and the invited e-mail only', () => {
    spec.given(sent).when(accept('NEW@example.com')).then({ type: 'InviteAccepted', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u9', acceptedAt: T0 } });
    spec.given(sent).when(accept('other@example.com')).thenThrows('invite.email_mismatch', 'User email (other@example.com) does not match email for invite (i1.secret)');
    spec.given(sent).when(accept('new@example.com', 'forged')).thenThrows('invite.invalid_token', 'Invalid invite token (i1.secret)');
    const resent = inviteDecider.decide(resend(700), fold(inviteDecider, [sent]));
    spec.given(sent, ...resent).when(accept('new@example.com', 'h1')).thenThrows('invite.invalid_token');
  });

  it('is used once, and a revoked invite opens nothing', () => {
    const accepted = inviteDecider.decide(accept('new@example.com'), fold(inviteDecider, [sent]));
    spec.given(sent, ...accepted).when(accept('new@example.com')).thenThrows('invite.invalid_token');
    spec.given(sent, ...accepted).when(resend(700)).thenThrows('invite.not_pending');
    const revoked = inviteDecider.decide({ type: 'RevokeInvite', data: { inviteId: 'i1', reason: 'uninvited' }, metadata: at(T0) }, fold(inviteDecider, [sent]));
    expect(revoked).toEqual([{ type: 'InviteRevoked', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u9', reason: 'uninvited', revokedAt: T0 } }]);
    spec.given(sent, ...revoked).when(accept('new@example.com')).thenThrows('invite.invalid_token');
  });

  it('signs the invitee in once per link, within 7 days of its sending, while the invite is pending', () => {
    const signIn = (seconds: number, tokenHash = 'h1'): InviteCommand => ({ type: 'SignInWithInvite', data: { inviteId: 'i1', token: 'i1.secret', tokenHash }, metadata: at(plusSeconds(seconds)) });
    const signedIn = { type: 'InviteLinkSignedIn' as const, data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u9', tokenHash: 'h1', signedInAt: plusSeconds(60) } };
    spec.given(sent).when(signIn(60)).then(signedIn);
    spec.given(sent, signedIn).when(signIn(120)).thenThrows('invite.link_used');
    spec.given(sent).when(signIn(INVITE_SIGN_IN_LIFETIME_SECONDS + 1)).thenThrows('invite.link_expired');
    spec.given(sent).when(signIn(60, 'forged')).thenThrows('invite.invalid_token');
    // A resent link signs in once more; the old one opens nothing.
    const resent = inviteDecider.decide(resend(700), fold(inviteDecider, [sent, signedIn]));
    spec.given(sent, signedIn, ...resent).when(signIn(800, 'h2')).then({ ...signedIn, data: { ...signedIn.data, tokenHash: 'h2', signedInAt: plusSeconds(800) } });
    spec.given(sent, signedIn, ...resent).when(signIn(800)).thenThrows('invite.invalid_token');
    // The link still opens the invite for accepting after it signed in.
    spec.given(sent, signedIn).when(accept('new@example.com')).then({ type: 'InviteAccepted', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u9', acceptedAt: T0 } });
  });
});

describe('signInTokenDecider', () => {
  const spec = deciderSpec(signInTokenDecider);
  const issued: SignInTokenIssued = {
    type: 'SignInTokenIssued',
    data: { tokenId: 't1', purpose: 'email-link', email: 'ada@example.com', tokenHash: 'h', continueUrl: '/portal/people', provider: null, issuedAt: T0, expiresAt: plusSeconds(3600) },
  };
  const redeem = (seconds: number, tokenHash = 'h', purpose: 'email-link' | 'password-reset' = 'email-link'): SignInTokenCommand => ({
    type: 'RedeemSignInToken',
    data: { tokenId: 't1', purpose, tokenHash },
    metadata: at(plusSeconds(seconds)),
  });

  it('issues a token that expires after its lifetime', () =>
    spec
      .given()
      .when({ type: 'IssueSignInToken', data: { tokenId: 't1', purpose: 'email-link', email: 'Ada@example.com', tokenHash: 'h', lifetimeSeconds: 3600, continueUrl: '/portal/people' }, metadata: at(T0) })
      .then(issued));

  it('redeems once, within the hour, for its own purpose', () => {
    spec.given(issued).when(redeem(3599)).then({ type: 'SignInTokenRedeemed', data: { tokenId: 't1', purpose: 'email-link', email: 'ada@example.com', redeemedAt: plusSeconds(3599) } });
    const message = 'This login link has either expired, or has already been used. Please request a new login link.';
    spec.given(issued).when(redeem(3600)).thenThrows('signin.token_expired', message);
    spec.given(issued, { type: 'SignInTokenRedeemed', data: { tokenId: 't1', purpose: 'email-link', email: 'ada@example.com', redeemedAt: T0 } }).when(redeem(1)).thenThrows('signin.token_used', message);
    spec.given(issued).when(redeem(1, 'wrong')).thenThrows('signin.token_invalid', message);
    spec.given(issued).when(redeem(1, 'h', 'password-reset')).thenThrows('signin.token_invalid');
    spec.given().when(redeem(1)).thenThrows('signin.token_invalid');
  });
});

describe('sessionDecider', () => {
  const spec = deciderSpec(sessionDecider);
  const started: SessionStarted = { type: 'SessionStarted', data: { sessionId: 's1', userId: 'u1', method: 'password', tokenHash: 'r1', startedAt: T0, expiresAt: plusSeconds(86400) } };
  const refresh = (presented: string, seconds = 60): SessionCommand => ({
    type: 'RefreshSession',
    data: { sessionId: 's1', presentedTokenHash: presented, newTokenHash: `${presented}'`, lifetimeSeconds: 86400 },
    metadata: at(plusSeconds(seconds)),
  });

  it('rotates the refresh token on every use', () =>
    spec
      .given(started)
      .when(refresh('r1'))
      .then({ type: 'SessionRefreshed', data: { sessionId: 's1', userId: 'u1', tokenHash: "r1'", refreshedAt: plusSeconds(60), expiresAt: plusSeconds(60 + 86400) } }));

  it('revokes the whole session when a rotated-away token comes back', () => {
    const rotated = sessionDecider.decide(refresh('r1'), fold(sessionDecider, [started]));
    spec.given(started, ...rotated).when(refresh('r1', 120)).then({ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'reuse', revokedAt: plusSeconds(120) } });
  });

  it('lets the token it has just rotated away through without a new one, for a concurrent refresh', () => {
    const rotated = sessionDecider.decide(refresh('r1', 60), fold(sessionDecider, [started]));
    spec.given(started, ...rotated).when(refresh('r1', 60 + REFRESH_REUSE_GRACE_SECONDS - 1)).then();
    spec.given(started, ...rotated).when(refresh('r1', 60 + REFRESH_REUSE_GRACE_SECONDS)).then({ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'reuse', revokedAt: plusSeconds(60 + REFRESH_REUSE_GRACE_SECONDS) } });
    // Only the last rotated token: an older one is a copy whenever it comes back.
    const twice = [...rotated, ...sessionDecider.decide(refresh("r1'", 61), fold(sessionDecider, [started, ...rotated]))];
    spec.given(started, ...twice).when(refresh('r1', 62)).then({ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'reuse', revokedAt: plusSeconds(62) } });
  });

  it('refuses unknown, expired and signed-out sessions', () => {
    spec.given(started).when(refresh('guess')).thenThrows('session.invalid');
    spec.given(started).when(refresh('r1', 86400)).thenThrows('session.expired');
    const out = sessionDecider.decide({ type: 'EndSession', data: { sessionId: 's1', presentedTokenHash: 'r1' }, metadata: at(T0) }, fold(sessionDecider, [started]));
    expect(out).toEqual([{ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'sign-out', revokedAt: T0 } }]);
    spec.given(started, ...out).when(refresh('r1')).thenThrows('session.revoked');
  });

  it('ignores a sign-out with a token that is not the live one', () => {
    spec.given(started).when({ type: 'EndSession', data: { sessionId: 's1', presentedTokenHash: 'nope' }, metadata: at(T0) }).then();
  });

  it("ends with its own user's access token, once", () => {
    const revoke = (userId: string): SessionCommand => ({ type: 'RevokeSession', data: { sessionId: 's1', userId }, metadata: at(plusSeconds(5)) });
    spec.given(started).when(revoke('u1')).then({ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'sign-out', revokedAt: plusSeconds(5) } });
    spec.given(started).when(revoke('u2')).then();
    spec.given().when(revoke('u1')).then();
    spec.given(started, { type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'sign-out', revokedAt: T0 } }).when(revoke('u1')).then();
  });
});

describe('userNotificationsDecider', () => {
  const spec = deciderSpec(userNotificationsDecider);
  const created = (id: string): NotificationCreated => ({
    type: 'NotificationCreated',
    data: { userId: 'u1', notificationId: id, title: 'Welcome', body: 'Hello', autoPopup: true, cta: null, createdAt: T0 },
  });
  const command = (type: 'DismissNotification' | 'DeleteNotification', id: string): UserNotificationCommand => ({ type, data: { userId: 'u1', notificationId: id }, metadata: at(T0) });

  it('dismisses, deletes and marks every new one read', () => {
    spec.given(created('n1')).when(command('DismissNotification', 'n1')).then({ type: 'NotificationDismissed', data: { userId: 'u1', notificationId: 'n1', dismissedAt: T0 } });
    spec.given(created('n1'), { type: 'NotificationDismissed', data: { userId: 'u1', notificationId: 'n1', dismissedAt: T0 } }).when(command('DismissNotification', 'n1')).then();
    spec.given(created('n1')).when(command('DeleteNotification', 'n1')).then({ type: 'NotificationDeleted', data: { userId: 'u1', notificationId: 'n1', deletedAt: T0 } });
    spec
      .given(created('n1'), created('n2'), { type: 'NotificationDismissed', data: { userId: 'u1', notificationId: 'n1', dismissedAt: T0 } })
      .when({ type: 'DismissAllNotifications', data: { userId: 'u1' }, metadata: at(T0) })
      .then({ type: 'NotificationDismissed', data: { userId: 'u1', notificationId: 'n2', dismissedAt: T0 } });
  });

  it('does not know deleted or foreign notifications', () => {
    spec.given(created('n1'), { type: 'NotificationDeleted', data: { userId: 'u1', notificationId: 'n1', deletedAt: T0 } }).when(command('DismissNotification', 'n1')).thenThrows('notification.not_found');
    spec.given().when(command('DeleteNotification', 'n9')).thenThrows('notification.not_found', 'Notification not found');
  });
});
