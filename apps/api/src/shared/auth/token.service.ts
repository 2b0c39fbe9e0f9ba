import { createHash } from 'node:crypto';
import { EncryptJWT, SignJWT, jwtDecrypt, jwtVerify, errors as joseErrors } from 'jose';
import type { Principal } from './principal';

/** The audience of a cardholder's self-service token: never accepted where a portal user's token is. */
const CARDHOLDER_AUDIENCE = 'profyle-self-service';

/** What a cardholder's self-service token names: their session and the one person it is scoped to. */
export interface CardholderClaims {
  sessionId: string;
  personId: string;
  organisationId: string;
  email: string;
}

/**
 * Short-lived signed access tokens carrying the principal's claims (HS256), and sealed (encrypted,
 * authenticated) short-lived blobs for state the server hands the browser to keep, such as an OpenID
 * Connect login in progress.
 */
/** Tokens whose verification is remembered (each a few hundred bytes): far more than the sessions live at once. */
const REMEMBERED_TOKENS = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly sealingKey: Uint8Array;
  /**
   * Tokens verified before, with their principal and expiry: a token's signature checks out or not once
   * and for all (the key never changes), so every request after the first costs a lookup and a clock
   * check instead of an HMAC. Only valid tokens are kept; revocation is the session's business (checked
   * on every request by CurrentAccess), not the token's.
   */
  private readonly verified = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(secret: string, private readonly issuer = 'profyle-portal') {
    this.key = new TextEncoder().encode(secret);
    // A separate key for sealing, derived from the same secret, so a sealed blob can never pass as a token.
    this.sealingKey = createHash('sha256').update(`profyle-sealed-state:${secret}`).digest();
  }

  async sign(principal: Principal, expiresIn: string | number): Promise<string> {
    return new SignJWT({
      email: principal.email,
      name: principal.name,
      org: principal.organisationId,
      orgs: principal.organisationIds,
      admin: principal.admin,
      superadmin: principal.superadmin,
      ...(principal.owner !== undefined ? { owner: principal.owner } : {}),
      ...(principal.pending !== undefined ? { pending: principal.pending } : {}),
      ...(principal.sessionId !== undefined ? { sid: principal.sessionId } : {}),
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
    const known = this.verified.get(token);
    if (known) {
      // jose refuses a token once now >= exp (in whole seconds); so does this.
      if (Date.now() < known.expiresAt) return { ...known.principal, organisationIds: [...known.principal.organisationIds] };
      this.verified.delete(token);
      return null;
    }
    const verified = await this.verifySignature(token);
    if (verified) {
      if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, verified);
      return { ...verified.principal, organisationIds: [...verified.principal.organisationIds] };
    }
    return null;
  }

  private async verifySignature(token: string): Promise<{ principal: Principal; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: this.issuer, algorithms: ['HS256'] });
      // A token with an audience is a cardholder's (or another purpose's), never a portal user's.
      if (payload.aud !== undefined || typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.exp !== 'number') return null;
      const principal: Principal = {
        userId: payload.sub,
        email: String(payload.email ?? ''),
        name: typeof payload.name === 'string' ? payload.name : undefined,
        organisationId: payload.org,
        organisationIds: Array.isArray(payload.orgs) ? payload.orgs.map(String) : [payload.org],
        admin: payload.admin === true,
        superadmin: payload.superadmin === true,
        ...(typeof payload.owner === 'boolean' ? { owner: payload.owner } : {}),
        ...(typeof payload.pending === 'boolean' ? { pending: payload.pending } : {}),
        ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
      };
      return { principal, expiresAt: payload.exp * 1000 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** A cardholder's self-service token: scoped to one person, for the length of their session. */
  async signCardholder(claims: CardholderClaims, expiresIn: string | number): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, org: claims.organisationId, email: claims.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`person:${claims.personId}`)
      .setIssuer(this.issuer)
      .setAudience(CARDHOLDER_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(this.key);
  }

  /** The claims of a valid cardholder token, or null (a portal user's token is not one). */
  async verifyCardholder(token: string): Promise<CardholderClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: this.issuer, audience: CARDHOLDER_AUDIENCE, algorithms: ['HS256'] });
      const personId = typeof payload.sub === 'string' && payload.sub.startsWith('person:') ? payload.sub.slice(7) : '';
      if (!personId || typeof payload.sid !== 'string' || typeof payload.org !== 'string') return null;
      return { sessionId: payload.sid, personId, organisationId: payload.org, email: String(payload.email ?? '') };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** Encrypts a small JSON value for the browser to hold (dir + A256GCM), valid for `ttlSeconds`. */
  async seal(value: Record<string, unknown>, purpose: string, ttlSeconds: number): Promise<string> {
    return new EncryptJWT({ value })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuer(this.issuer)
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .encrypt(this.sealingKey);
  }

  /** The value of a blob sealed for `purpose`, or null when it is forged, for another purpose or expired. */
  async open<T extends Record<string, unknown>>(sealed: string, purpose: string): Promise<T | null> {
    try {
      const { payload } = await jwtDecrypt(sealed, this.sealingKey, { issuer: this.issuer, audience: purpose });
      return (payload.value as T) ?? null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
