/**
 * Security headers on every answer of the real server: a strict Content-Security-Policy (a fresh nonce
 * per answer for the portal's scripts and Emotion's styles, no 'unsafe-inline'), framing refused,
 * nosniff, no referrer, and HSTS only over https.
 */
import { ensureBuilt } from '../e2e/support/portal-server';
import { startTestApp, type TestApp } from '../support/test-app';

const directives = (csp: string | null): Record<string, string> =>
  Object.fromEntries((csp ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(' ')]));

describe('security headers', () => {
  let test: TestApp;

  beforeAll(async () => {
    ensureBuilt();
    test = await startTestApp();
  });
  afterAll(() => test.destroy());

  it('every api answer, errors included: nothing may load in it or frame it, nosniff, no referrer, no HSTS over http', async () => {
    for (const path of ['/v1/auth/providers', '/v1/enterprise/acme/people', '/v1/no-such-route', '/health']) {
      const response = await fetch(test.url + path);
      const csp = directives(response.headers.get('content-security-policy'));
      expect({ path, csp }).toMatchObject({ path, csp: { 'default-src': "'none'", 'frame-ancestors': "'none'", 'base-uri': "'none'" } });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it("the portal's pages: scripts and styles only from here or with this answer's nonce, which the page carries", async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/portal/people', '/auth/sign-in']) {
      const response = await fetch(test.url + path);
      const html = await response.text();
      const csp = directives(response.headers.get('content-security-policy'));
      const nonce = /'nonce-([^']+)'/.exec(csp['script-src'])?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
      expect(csp).toMatchObject({
        'default-src': "'self'",
        'script-src': `'self' 'nonce-${nonce}'`,
        'style-src': `'self' 'nonce-${nonce}'`,
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'connect-src': "'self'",
      });
      expect(JSON.stringify(csp)).not.toContain('unsafe-inline');
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).toMatch(new RegExp(`<script type="module" crossorigin src="/assets/[^"]+" nonce="${nonce.replace(/[+/]/g, '\\$&')}">`));
      expect(html).not.toContain('__PROFYLE_CSP_NONCE__');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(nonces.size).toBe(3);
  });

  it('over https: HSTS, and insecure subresources upgraded', async () => {
    const https = await startTestApp({ PUBLIC_URL: 'https://portal.headers.example' });
    try {
      for (const path of ['/v1/auth/providers', '/']) {
        const response = await fetch(https.url + path);
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(directives(response.headers.get('content-security-policy'))).toHaveProperty('upgrade-insecure-requests');
      }
    } finally {
      await https.destroy();
    }
  });
});
