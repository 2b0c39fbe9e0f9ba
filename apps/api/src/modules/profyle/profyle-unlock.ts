import { createHash, timingSafeEqual } from 'node:crypto';
import { type PersonProfile, PLAIN_PASSWORD_SCHEME } from '@profyle/domain';
import type { PasswordHasher } from '../../shared/auth/password-hasher';
import type { TokenService } from '../../shared/auth/token.service';

/**
 * A visitor who gave a Profyle's PIN or password gets a cookie for that Profyle only, sealed by the
 * server and bound to the current secret: changing the PIN or password locks everyone out again.
 */
const PURPOSE = 'profyle-unlock';
export const UNLOCK_TTL_SECONDS = 12 * 3600;

export const unlockCookieName = (personId: string): string => `pfu_${createHash('sha256').update(personId).digest('hex').slice(0, 16)}`;

/** A short fingerprint of the Profyle's protection, never the secret itself. */
const fingerprint = (profile: Pick<PersonProfile, 'password_mode' | 'password'>): string =>
  createHash('sha256').update(`${profile.password_mode}:${profile.password}`).digest('base64url').slice(0, 22);

export const sealUnlock = (tokens: TokenService, personId: string, profile: Pick<PersonProfile, 'password_mode' | 'password'>): Promise<string> =>
  tokens.seal({ p: personId, f: fingerprint(profile) }, PURPOSE, UNLOCK_TTL_SECONDS);

export const isUnlocked = async (tokens: TokenService, cookie: string | undefined, personId: string, profile: Pick<PersonProfile, 'password_mode' | 'password'>): Promise<boolean> => {
  if (!cookie) return false;
  const value = await tokens.open<{ p?: unknown; f?: unknown }>(cookie, PURPOSE);
  return value?.p === personId && value.f === fingerprint(profile);
};

/**
 * The PIN or password as given against the stored one: an argon2id hash (what the api stores), or, for a
 * Profyle protected before hashing, `plain$<text>` compared in constant time.
 */
export const passwordMatches = async (given: string, profile: Pick<PersonProfile, 'password_mode' | 'password'>, hasher: PasswordHasher): Promise<boolean> => {
  if (profile.password_mode === 'disabled' || profile.password === '') return false;
  if (!profile.password.startsWith(PLAIN_PASSWORD_SCHEME)) return hasher.verify(profile.password, given.trim());
  const a = createHash('sha256').update(given.trim()).digest();
  const b = createHash('sha256').update(profile.password.slice(PLAIN_PASSWORD_SCHEME.length)).digest();
  return timingSafeEqual(a, b);
};

/** One cookie of a request's Cookie header. */
export const cookieOf = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};
