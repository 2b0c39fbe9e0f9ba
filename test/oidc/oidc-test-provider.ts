/** Starts test/oidc/oidc-server.mjs as a child process and drives a browser-like redirect chain. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface OidcTestClient {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** Who signs in at the next authorization request. */
  nextLogin(login: { email: string; name?: string; email_verified?: boolean; deny?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** A free loopback port (the provider must know its issuer URL before the api is told it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export const startOidcProvider = async (port: number, clients: OidcTestClient[]): Promise<OidcTestProvider> => {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc-server.mjs')], {
    env: { ...process.env, PORT: String(port), OIDC_CLIENTS: JSON.stringify(clients), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OIDC test provider did not start:\n${output}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OIDC test provider exited with ${code}:\n${output}`));
    });
  });
  return {
    issuer,
    nextLogin: async (login) => {
      const response = await fetch(`${issuer}/test/next-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
      if (response.status !== 204) throw new Error(`next-login answered ${response.status}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/**
 * A browser in miniature: follows redirects by hand, keeping cookies by name (cookies are not port
 * specific, and the api and the provider share 127.0.0.1 as a browser would treat them).
 */
export class RedirectBrowser {
  readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until `stop(location)` is true or a page answers; answers the last location. */
  async follow(url: string, stop: (location: URL) => boolean): Promise<URL> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop++) {
      const response = await this.get(current.toString());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) throw new Error(`${current} answered ${response.status}: ${await response.text()}`);
      current = new URL(location, current);
      if (stop(current)) return current;
    }
    throw new Error('too many redirects');
  }
}
