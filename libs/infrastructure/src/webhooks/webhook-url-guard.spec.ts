import { type HostLookup, WebhookUrlGuard } from './webhook-url-guard';

/** A resolver with a fixed answer per name; IP literals resolve to themselves, as the system resolver does. */
const fakeDns = (answers: Record<string, string[]>): HostLookup => async (hostname) => {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  const addresses = answers[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const dns = fakeDns({
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'internal.example.com': ['10.0.0.5'],
  'mixed.example.com': ['93.184.216.34', '192.168.0.10'],
  'metadata.example.com': ['169.254.169.254'],
  'ula.example.com': ['fd00::1'],
  'localhost': ['127.0.0.1', '::1'],
  'rebind.example.com': ['127.0.0.1'],
  'empty.example.com': [],
});

describe('WebhookUrlGuard', () => {
  const strict = new WebhookUrlGuard({ allowLoopback: false, lookup: dns });
  const dev = new WebhookUrlGuard({ allowLoopback: true, lookup: dns });

  it('accepts an https URL whose every address is public, and hands back the addresses to connect to', async () => {
    const check = await strict.check('https://hooks.example.com/profyle?x=1');
    expect(check).toMatchObject({ ok: true, hostname: 'hooks.example.com' });
    expect(check.ok && check.addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
  });

  it('refuses plain http and other schemes', async () => {
    expect(await strict.check('http://hooks.example.com')).toMatchObject({ ok: false, reason: 'https', message: 'Webhook URL must start with https://' });
    expect(await strict.check('ftp://hooks.example.com')).toMatchObject({ ok: false, reason: 'https' });
    expect(await strict.check('not a url')).toMatchObject({ ok: false, reason: 'invalid', message: 'Webhook URL is not a valid URL' });
  });

  it.each([
    ['https://internal.example.com', ['private']],
    ['https://mixed.example.com', ['public', 'private']],
    ['https://metadata.example.com/latest/meta-data', ['link-local']],
    ['https://ula.example.com', ['private']],
    ['https://10.1.2.3', ['private']],
    ['https://172.20.0.1', ['private']],
    ['https://192.168.1.1', ['private']],
    ['https://169.254.169.254', ['link-local']],
    ['https://[fe80::1]', ['link-local']],
    ['https://[fc00::1]', ['private']],
    ['https://0.0.0.0', ['unspecified']],
    ['https://[::]', ['unspecified']],
    ['https://224.0.0.1', ['multicast']],
    ['https://127.0.0.1', ['loopback']],
    ['https://[::1]', ['loopback']],
    ['https://[::ffff:127.0.0.1]', ['loopback']],
    ['https://localhost', ['loopback', 'loopback']],
    ['https://rebind.example.com', ['loopback']],
  ])('refuses %s: it reaches %j', async (url, kinds) => {
    expect(await strict.check(url)).toEqual({ ok: false, reason: 'not_public', message: 'Webhook URL must not point to a private, loopback or link-local address', kinds });
  });

  it('refuses a host that does not resolve', async () => {
    expect(await strict.check('https://nowhere.example.com')).toMatchObject({ ok: false, reason: 'unresolvable', message: 'Webhook URL host could not be resolved' });
    expect(await strict.check('https://empty.example.com')).toMatchObject({ ok: false, reason: 'unresolvable' });
  });

  describe('with the development setting WEBHOOKS_ALLOW_LOOPBACK', () => {
    it('allows loopback, over https or plain http', async () => {
      expect(await dev.check('http://127.0.0.1:4000/hook')).toMatchObject({ ok: true });
      expect(await dev.check('http://localhost:4000/hook')).toMatchObject({ ok: true });
      expect(await dev.check('http://[::1]:4000/hook')).toMatchObject({ ok: true });
      expect(await dev.check('https://127.0.0.1/hook')).toMatchObject({ ok: true });
    });

    it('still refuses private and link-local addresses, and plain http to anything but loopback', async () => {
      expect(await dev.check('https://10.0.0.1')).toMatchObject({ ok: false, reason: 'not_public' });
      expect(await dev.check('https://169.254.169.254')).toMatchObject({ ok: false, reason: 'not_public' });
      expect(await dev.check('http://hooks.example.com')).toMatchObject({ ok: false, reason: 'https' });
      expect(await dev.check('https://hooks.example.com')).toMatchObject({ ok: true });
    });
  });
});
