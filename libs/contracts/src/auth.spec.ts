import { IDENTITY_ERROR_MESSAGES, INVITE_RESEND_COOLDOWN_SECONDS as DOMAIN_INVITE_RESEND_COOLDOWN_SECONDS } from '@profyle/domain';
import { ADMIN_USER_MESSAGES, adminUsersQuerySchema, INVITE_RESEND_COOLDOWN_SECONDS, inviteAdminBodySchema } from './admin-users';
import { auditQuerySchema } from './audit';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, emailLinkBodySchema, forgotPasswordBodySchema, isSafeContinueUrl, passwordSignInBodySchema, resetPasswordBodySchema, updateMeBodySchema } from './auth';
import { NOTIFICATION_MESSAGES } from './notifications';
import { searchBodySchema } from './search';
import { parseBody } from './validation';

describe('auth contracts', () => {
  it('words a missing e-mail and password as the sign-in catalogue does', () => {
    expect(parseBody(passwordSignInBodySchema, {})).toEqual({
      ok: false,
      error: {
        errorMessage: AUTH_MESSAGES.emailRequired,
        errors: [
          { path: 'email', msg: 'Please enter an email address' },
          { path: 'password', msg: 'Please enter a password' },
        ],
      },
    });
    expect(parseBody(passwordSignInBodySchema, { email: ' ', password: '' })).toMatchObject({
      ok: false,
      error: { errors: [{ path: 'email', msg: 'Please enter an email address' }, { path: 'password', msg: 'Please enter a password' }] },
    });
  });

  it('refuses a malformed e-mail and lower-cases a good one', () => {
    expect(parseBody(forgotPasswordBodySchema, { email: 'not-an-email' })).toMatchObject({
      ok: false,
      error: { errorMessage: 'The email address provided is invalid' },
    });
    expect(parseBody(emailLinkBodySchema, { email: ' Ada@Example.COM ' })).toEqual({ ok: true, value: { email: 'ada@example.com' } });
  });

  it('only continues to paths inside the portal', () => {
    expect(isSafeContinueUrl('/portal/people?page=2')).toBe(true);
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'portal', '/a\r\nSet-Cookie: x']) expect(isSafeContinueUrl(bad)).toBe(false);
    expect(parseBody(emailLinkBodySchema, { email: 'a@b.co', continueUrl: 'https://evil.example' })).toMatchObject({
      ok: false,
      error: { errors: [{ path: 'continueUrl', msg: 'Invalid continuation URL' }] },
    });
  });

  it('calls a short new password too weak', () => {
    expect(parseBody(resetPasswordBodySchema, { token: 't', password: 'short' })).toMatchObject({
      ok: false,
      error: { errors: [{ path: 'password', msg: 'The password provided is too weak' }] },
    });
  });

  it('answers each account field on its own path', () => {
    const parsed = parseBody(updateMeBodySchema, { name: ' ', picture: 'ftp://x', email_notifications: { weekly_account_stats: 'yes' } });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.errors.map((e) => e.path)).toEqual(['name', 'picture', 'email_notifications.weekly_account_stats']);
  });
});

describe('admin contracts', () => {
  it('pages admin tables 0-based with the spec page sizes, 50 by default', () => {
    expect(parseBody(adminUsersQuerySchema, {})).toEqual({ ok: true, value: { page: 0, page_size: 50, sort: 'email' } });
    expect(parseBody(adminUsersQuerySchema, { page: '2', page_size: '10', sort: '-name' })).toEqual({ ok: true, value: { page: 2, page_size: 10, sort: '-name' } });
    expect(parseBody(adminUsersQuerySchema, { page_size: '7' }).ok).toBe(false);
  });

  it('needs a recipient e-mail to invite', () => {
    expect(parseBody(inviteAdminBodySchema, {})).toMatchObject({ ok: false, error: { errors: [{ path: 'recipient', msg: 'Please enter an email address' }] } });
    expect(parseBody(inviteAdminBodySchema, { recipient: 'New@Example.com' })).toEqual({ ok: true, value: { recipient: 'new@example.com' } });
  });

  it('reads audit filters: a bare end date covers its whole day', () => {
    expect(parseBody(auditQuerySchema, { action: 'login-user', actor: ' ada ', from: '2025-01-01', to: '2025-01-02' })).toEqual({
      ok: true,
      value: { action: 'login-user', actor: 'ada', from: '2025-01-01T00:00:00.000Z', to: '2025-01-02T23:59:59.999Z', page: 0, page_size: 50 },
    });
    const bad = parseBody(auditQuerySchema, { action: 'nope', from: 'yesterday' });
    expect(!bad.ok && bad.error.errors.map((e) => e.path)).toEqual(['action', 'from']);
    expect(parseBody(auditQuerySchema, { from: '2025-02-01', to: '2025-01-01' }).ok).toBe(false);
  });

  it('needs three characters to search', () => {
    expect(parseBody(searchBodySchema, { term: ' ab ' })).toMatchObject({ ok: false, error: { errorMessage: 'Please enter at least 3 characters.' } });
    expect(parseBody(searchBodySchema, { term: ' ada ' })).toEqual({ ok: true, value: { term: 'ada' } });
  });
});

describe('identity messages shared with the domain', () => {
  it('words refusals the same on both sides', () => {
    expect(IDENTITY_ERROR_MESSAGES.invalidActionCode).toBe(AUTH_MESSAGES.invalidActionCode);
    expect(IDENTITY_ERROR_MESSAGES.noUser).toBe(AUTH_MESSAGES.noUser);
    expect(IDENTITY_ERROR_MESSAGES.noOrganisation).toBe(AUTH_MESSAGES.noOrganisation);
    expect(IDENTITY_ERROR_MESSAGES.emailTaken).toBe(AUTH_MESSAGES.emailInUse);
    expect(IDENTITY_ERROR_MESSAGES.emailRequired).toBe(AUTH_MESSAGES.emailRequired);
    expect(IDENTITY_ERROR_MESSAGES.sessionInvalid).toBe(AUTH_MESSAGES.sessionExpired);
    expect(IDENTITY_ERROR_MESSAGES.nameRequired).toBe(ACCOUNT_MESSAGES.nameRequired);
    expect(IDENTITY_ERROR_MESSAGES.userNotFound).toBe(ACCOUNT_MESSAGES.userNotFound);
    expect(IDENTITY_ERROR_MESSAGES.userNotFound).toBe(ADMIN_USER_MESSAGES.userNotFound);
    expect(IDENTITY_ERROR_MESSAGES.cannotRemoveOwner).toBe(ADMIN_USER_MESSAGES.cannotDeleteOwner);
    expect(IDENTITY_ERROR_MESSAGES.cannotRemoveSelf).toBe(ADMIN_USER_MESSAGES.cannotDeleteSelf);
    expect(IDENTITY_ERROR_MESSAGES.notificationNotFound).toBe(NOTIFICATION_MESSAGES.notFound);
    for (const n of [1, 59, 600]) expect(IDENTITY_ERROR_MESSAGES.resendTooSoon(n)).toBe(ADMIN_USER_MESSAGES.resendTooSoon(n));
    expect(IDENTITY_ERROR_MESSAGES.alreadyMember('a@b.co')).toBe(ADMIN_USER_MESSAGES.alreadyAdmin('a@b.co'));
    expect(IDENTITY_ERROR_MESSAGES.invalidInviteToken('t')).toBe(ADMIN_USER_MESSAGES.invalidInviteToken('t'));
    expect(IDENTITY_ERROR_MESSAGES.inviteEmailMismatch('a@b.co', 't')).toBe(ADMIN_USER_MESSAGES.emailMismatch('a@b.co', 't'));
    expect(IDENTITY_ERROR_MESSAGES.inviteNotPending('a@b.co')).toBe(ADMIN_USER_MESSAGES.notPending('a@b.co'));
  });

  it('keeps the spec wording of the invite texts', () => {
    expect(ADMIN_USER_MESSAGES.inviteSent('a@b.co')).toBe('Invite sent to: a@b.co');
    expect(ADMIN_USER_MESSAGES.inviteResent('a@b.co')).toBe('Invite resent to a@b.co');
    expect(ADMIN_USER_MESSAGES.removed('a@b.co')).toBe('Admin user a@b.co removed');
    expect(ADMIN_USER_MESSAGES.emailMismatch('a@b.co', 'tok')).toBe('User email (a@b.co) does not match email for invite (tok)');
    expect(INVITE_RESEND_COOLDOWN_SECONDS).toBe(DOMAIN_INVITE_RESEND_COOLDOWN_SECONDS);
  });
});
