import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';

/**
 * Seals one personal value (a string) under its data subject's key: AES-256-GCM with a synthetic IV.
 *
 * The IV is an HMAC of the field's path and the value under a key of its own, so the same value in the
 * same field of the same subject always seals to the same text. That is deliberate: after erasure a
 * history diff can still tell that a field changed (two sealed texts differ) without anyone being able
 * to read either. GCM's one rule, never reuse an IV with a different plaintext under one key, holds
 * because the IV is derived from the plaintext itself (the SIV construction); equal IVs mean equal
 * inputs and so equal outputs. The path is also the additional authenticated data, so a sealed value
 * cannot be moved to another field.
 */
export const SEALED_PREFIX = 'pd1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SubjectCipher {
  seal(path: string, plaintext: string): string;
  open(path: string, sealed: string): string;
}

const subkey = (key: Buffer, purpose: string): Buffer => createHmac('sha256', key).update(`profyle personal data ${purpose}`).digest();

export const subjectCipher = (key: Buffer): SubjectCipher => {
  const encryption = subkey(key, 'encryption');
  const iv = subkey(key, 'iv');
  return {
    seal: (path, plaintext) => {
      const nonce = createHmac('sha256', iv).update(path).update('\u0000').update(plaintext).digest().subarray(0, IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryption, nonce);
      cipher.setAAD(Buffer.from(path));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open: (path, sealed) => {
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', encryption, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(path));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
};

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/** A tag for an erased sealed value: the same sealed text gives the same tag, and it reveals nothing. */
export const erasedTag = (sealed: string): string => createHash('sha256').update(sealed).digest('hex').slice(0, 12);
