/**
 * Where a webhook may be sent. Checked when the endpoint is saved and again before every attempt (DNS
 * can change in between): https only; every address the host resolves to must be public. The delivery
 * then connects to exactly the addresses checked here, so a DNS answer that changes between the check
 * and the connection (rebinding) cannot reach an internal address.
 *
 * Development setting WEBHOOKS_ALLOW_LOOPBACK=true: loopback addresses are allowed, and so is plain
 * http when every address of the host is loopback (local receivers and tests need no TLS). Private,
 * link-local and the rest stay refused even then.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { WEBHOOK_MESSAGES } from '@profyle/contracts';
import { type AddressKind, classifyAddress } from './ip-address';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name (or IP literal) to every address; the default is the system resolver. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export type UrlRefusal = 'invalid' | 'https' | 'unresolvable' | 'not_public';

export type UrlCheck =
  | { ok: true; url: URL; hostname: string; addresses: ResolvedAddress[] }
  | { ok: false; reason: UrlRefusal; message: string; kinds?: AddressKind[] };

export interface WebhookUrlGuardOptions {
  allowLoopback: boolean;
  lookup?: HostLookup;
}

export class WebhookUrlGuard {
  private readonly lookup: HostLookup;

  constructor(private readonly options: WebhookUrlGuardOptions) {
    this.lookup = options.lookup ?? systemLookup;
  }

  get allowLoopback(): boolean {
    return this.options.allowLoopback;
  }

  async check(target: string): Promise<UrlCheck> {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { ok: false, reason: 'invalid', message: WEBHOOK_MESSAGES.urlInvalid };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && this.options.allowLoopback)) {
      return { ok: false, reason: 'https', message: WEBHOOK_MESSAGES.urlHttps };
    }
    if (url.hostname === '') return { ok: false, reason: 'invalid', message: WEBHOOK_MESSAGES.urlInvalid };
    const hostname = url.hostname.replace(/^\[|\]$/g, '');

    let addresses: ResolvedAddress[];
    try {
      addresses = await this.lookup(hostname);
    } catch {
      return { ok: false, reason: 'unresolvable', message: WEBHOOK_MESSAGES.urlUnresolvable };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolvable', message: WEBHOOK_MESSAGES.urlUnresolvable };

    const kinds = addresses.map((a) => classifyAddress(a.address));
    const allowed = (kind: AddressKind) => kind === 'public' || (kind === 'loopback' && this.options.allowLoopback);
    if (!kinds.every(allowed)) return { ok: false, reason: 'not_public', message: WEBHOOK_MESSAGES.urlNotPublic, kinds };
    if (url.protocol === 'http:' && !kinds.every((kind) => kind === 'loopback')) return { ok: false, reason: 'https', message: WEBHOOK_MESSAGES.urlHttps };
    return { ok: true, url, hostname, addresses };
  }
}
