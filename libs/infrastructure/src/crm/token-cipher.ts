/**
 * CRM tokens at rest: AES-256-GCM under a key the events never see. A ciphertext names the key it was
 * made with (the first 8 hex digits of the key's SHA-256), so a rotated key can sit beside the old one
 * for reading. The access and refresh tokens travel together as one sealed JSON value.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CrmTokenSecrets {
  accessToken: string;
  refreshToken: string;
}

const PREFIX = 'enc:v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

const keyId = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

const parseKey = (text: string, name: string): Buffer => {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${name} must be ${KEY_BYTES} bytes, base64-encoded (openssl rand -base64 32)`);
  return key;
};

export class TokenCipher {
  private readonly current: Buffer;
  private readonly keys = new Map<string, Buffer>();

  /** `key` seals; `previous` keys still open what they sealed. All are 32 bytes, base64. */
  constructor(key: string, previous: readonly string[] = []) {
    this.current = parseKey(key, 'CRM_TOKEN_KEY');
    for (const k of [this.current, ...previous.map((p) => parseKey(p, 'CRM_TOKEN_KEY_PREVIOUS'))]) this.keys.set(keyId(k), k);
  }

  seal(secrets: CrmTokenSecrets): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify({ a: secrets.accessToken, r: secrets.refreshToken }), 'utf8'), cipher.final()]);
    return [PREFIX, keyId(this.current), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  open(sealed: string): CrmTokenSecrets {
    const [enc, version, id, iv, tag, body] = sealed.split(':');
    if (`${enc}:${version}` !== PREFIX || !id || !iv || !tag || body === undefined) throw new Error('Not a sealed CRM token');
    const key = this.keys.get(id);
    if (!key) throw new Error(`CRM tokens sealed with an unknown key (${id}): set it as CRM_TOKEN_KEY_PREVIOUS`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(json) as { a: string; r: string };
    return { accessToken: parsed.a, refreshToken: parsed.r };
  }
}

/**
 * The key from CRM_TOKEN_KEY, else the one kept under the data directory, else a new one kept there
 * (embedded mode: one process, one disk). Processes that share an event store must share the key, so
 * distributed mode sets CRM_TOKEN_KEY in every process.
 */
export const crmTokenKey = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = join(dataDir, 'crm-token-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
};
