import { adminUsersQuerySchema, inviteAdminBodySchema } from './admin-users';
import { auditQuerySchema } from './audit';
import { AUTH_MESSAGES, emailLinkBodySchema, forgotPasswordBodySchema, isSafeContinueUrl, passwordSignInBodySchema, resetPasswordBodySchema, updateMeBodySchema } from './auth';
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
    expect(parseBody(adminUsersQuerySchema, {})).toEqual({ ok: true, value: { page: 0, page_size: 50 } });
    expect(parseBody(adminUsersQuerySchema, { page: '2', page_size: '10' })).toEqual({ ok: true, value: { page: 2, page_size: 10 } });
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
