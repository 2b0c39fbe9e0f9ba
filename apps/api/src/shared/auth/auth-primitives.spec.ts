import { hashSecretToken, newSecretToken, parseSecretToken } from './secret-tokens';
import { TokenService } from './token.service';

describe('secret tokens', () => {
  it('are <uuid>.<256 random bits>, and only their hash is meant to be kept', () => {
    const secret = newSecretToken();
    expect(secret.token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(secret.hash).toBe(hashSecretToken(secret.token));
    expect(secret.hash).not.toContain(secret.token.split('.')[1]);
    expect(parseSecretToken(secret.token)).toEqual({ id: secret.id, hash: secret.hash });
    expect(newSecretToken(secret.id).token).not.toBe(secret.token);
  });

  it('refuse anything of another shape without reading a stream', () => {
    for (const bad of ['', 'abc', `${newSecretToken().id}.short`, `../../etc.${'A'.repeat(43)}`, 42, null]) expect(parseSecretToken(bad)).toBeNull();
  });
});

describe('TokenService', () => {
  const tokens = new TokenService('a-secret-that-is-long-enough-for-hs256!');
  const principal = { userId: 'u1', email: 'a@b.co', name: 'A', organisationId: 'o1', organisationIds: ['o1'], admin: true, superadmin: false, owner: true, pending: false, sessionId: 's1' };

  it('round-trips the claims, owner, pending and session included', async () => {
    expect(await tokens.verify(await tokens.sign(principal, '1m'))).toEqual(principal);
  });

  it('remembers a verified token until it expires, and never a forged one', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      const service = new TokenService('a-secret-that-is-long-enough-for-hs256!');
      const token = await service.sign(principal, '60s');
      const first = await service.verify(token);
      expect(first).toEqual(principal);
      // A caller changing its copy changes nothing for the next request.
      first?.organisationIds.push('o2');
      expect(await service.verify(token)).toEqual(principal);
      const forged = `${token.slice(0, -4)}AAAA`;
      expect(await service.verify(forged)).toBeNull();
      expect(await service.verify(forged)).toBeNull();
      // Past its expiry the remembered token is refused like any expired one.
      now.mockReturnValue(Date.now() + 61_000);
      expect(await service.verify(token)).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('seals state for one purpose only, and refuses tampering', async () => {
    const sealed = await tokens.seal({ state: 'x', nonce: 'y' }, 'oidc:google', 60);
    expect(await tokens.open(sealed, 'oidc:google')).toEqual({ state: 'x', nonce: 'y' });
    expect(await tokens.open(sealed, 'oidc:linkedin')).toBeNull();
    expect(await tokens.open(`${sealed.slice(0, -4)}AAAA`, 'oidc:google')).toBeNull();
    expect(await new TokenService('another-secret-that-is-long-enough!!').open(sealed, 'oidc:google')).toBeNull();
    expect(await tokens.verify(sealed)).toBeNull();
  });
});
