import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { authSecret } from '../../../runtime/auth-secret';

/** Wallet installation and toolkit links are valid this long (spec 001 section 9). */
export const SIGNED_LINK_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

export type WalletPlatform = 'ios' | 'android';

/**
 * Every public link to a person's Profyle, made from one configurable base (PROFYLE_BASE_URL, default
 * <PUBLIC_URL>/c): the Profyle itself by its digital or card id, and the signed wallet and toolkit links
 * (HMAC-SHA256 with a key derived from AUTH_SECRET, valid 28 days). The public pages these links open
 * belong to a later release; the links and their checks are made here so they never change shape.
 */
@Injectable()
export class ProfyleLinks {
  private readonly base: string;
  private readonly origin: string;
  private readonly key: Buffer;

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    const { config } = runtime;
    this.origin = (config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`).replace(/\/+$/, '');
    this.base = (config.PROFYLE_BASE_URL ?? `${this.origin}/c`).replace(/\/+$/, '');
    this.key = createHmac('sha256', authSecret(config.AUTH_SECRET, config.DATA_DIR)).update('profyle-links').digest();
  }

  /** The public Profyle a digital or card id opens. */
  profyleUrl(id: string): string {
    return `${this.base}/${encodeURIComponent(id)}`;
  }

  /** The portal's own origin (for links in mails). */
  portalUrl(path: string): string {
    return `${this.origin}${path}`;
  }

  walletUrl(platform: WalletPlatform, digitalId: string, now: Date): string {
    return this.signed(`${this.base}/${encodeURIComponent(digitalId)}/wallet/${platform}`, `wallet:${platform}:${digitalId}`, now);
  }

  toolkitUrl(digitalId: string, now: Date): string {
    return this.signed(`${this.origin}/toolkit?id=${encodeURIComponent(digitalId)}`, `toolkit:${digitalId}`, now);
  }

  /** Whether a link's expiry and signature are the ones this server made for that purpose, and still valid. */
  verify(purpose: string, expires: string, signature: string, now: Date): boolean {
    const at = Number(expires);
    if (!Number.isSafeInteger(at) || at < now.getTime()) return false;
    const expected = Buffer.from(this.signature(purpose, at));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signed(url: string, purpose: string, now: Date): string {
    const expires = now.getTime() + SIGNED_LINK_DAYS * DAY_MS;
    const separator = url.includes('?') ? '&' : '?';
    return `${url}${separator}expires=${expires}&signature=${this.signature(purpose, expires)}`;
  }

  private signature(purpose: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${purpose}:${expires}`).digest('base64url');
  }
}
