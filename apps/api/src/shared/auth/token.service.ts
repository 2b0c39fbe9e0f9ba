import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Principal } from './principal';

/** Short-lived signed access tokens carrying the principal's claims (HS256). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly issuer = 'profyle-portal') {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(principal: Principal, expiresIn: string | number): Promise<string> {
    return new SignJWT({
      email: principal.email,
      name: principal.name,
      org: principal.organisationId,
      orgs: principal.organisationIds,
      admin: principal.admin,
      superadmin: principal.superadmin,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(principal.userId)
      .setIssuer(this.issuer)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(this.key);
  }

  /** The principal of a valid token, or null for a missing, forged or expired one. */
  async verify(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: this.issuer, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
      return {
        userId: payload.sub,
        email: String(payload.email ?? ''),
        name: typeof payload.name === 'string' ? payload.name : undefined,
        organisationId: payload.org,
        organisationIds: Array.isArray(payload.orgs) ? payload.orgs.map(String) : [payload.org],
        admin: payload.admin === true,
        superadmin: payload.superadmin === true,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
