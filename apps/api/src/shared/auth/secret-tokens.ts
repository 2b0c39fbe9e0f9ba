import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Opaque secrets handed to users (sign-in links, reset links, invite links, session codes, refresh
 * tokens) have the shape `<id>.<secret>`: the id names the stream that holds the token's hash, the
 * secret is 256 random bits. Only `hashSecretToken(token)` is ever stored.
 */
export interface SecretToken {
  id: string;
  token: string;
  hash: string;
}

export const hashSecretToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const newSecretToken = (id: string = randomUUID()): SecretToken => {
  const token = `${id}.${randomBytes(32).toString('base64url')}`;
  return { id, token, hash: hashSecretToken(token) };
};

const SHAPE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/;

/** The id and hash of a presented token, or null when it cannot be one of ours (no stream is read then). */
export const parseSecretToken = (token: unknown): { id: string; hash: string } | null => {
  if (typeof token !== 'string') return null;
  const match = SHAPE.exec(token.trim());
  return match ? { id: match[1], hash: hashSecretToken(token.trim()) } : null;
};

/** Constant-time comparison of two hex hashes. */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
