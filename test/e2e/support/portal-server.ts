import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real portal for browser tests: the built api (node apps/api/dist/main.js) serving the built web
 * app, on a free loopback port, with its data in a fresh temp directory and the demo seed.
 */
export const ROOT = join(__dirname, '../../..');
const API_MAIN = join(ROOT, 'apps/api/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');

const newestMtime = (dir: string): number => {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

/**
 * Builds once when a build is missing or older than its sources (`npm test` builds before Jest, so
 * this normally finds both builds fresh and does nothing).
 */
export const ensureBuilt = (): void => {
  const sources = ['libs/domain/src', 'libs/contracts/src', 'libs/infrastructure/src', 'apps/api/src', 'apps/web/src'].map((dir) => newestMtime(join(ROOT, dir)));
  const built = Math.min(existsSync(API_MAIN) ? statSync(API_MAIN).mtimeMs : 0, existsSync(WEB_INDEX) ? statSync(WEB_INDEX).mtimeMs : 0);
  if (built > 0 && built >= Math.max(...sources)) return;
  // Jest sets NODE_ENV=test; the build is the production one the api serves.
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface PortalServer {
  url: string;
  dataDir: string;
  /** The server's output so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export const startPortal = async (env: Record<string, string> = {}): Promise<PortalServer> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'profyle-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [API_MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', PUBLIC_URL: url, MAIL: 'captured', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}:\n${output}`);
    try {
      const health = await fetch(`${url}/health`, { headers: { connection: 'close' } });
      // The seed runs after listen: the demo users exist once the welcome text is printed.
      if (health.ok && output.includes('Sign in at')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // 'close' comes after the process exited and its pipes closed, so nothing is left open.
        const closed = new Promise((resolve) => child.once('close', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await closed;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  links: string[];
  sentAt: string;
}

/** Waits for a captured e-mail to `to` with a link containing `linkPart`, newer than `after`. */
export const waitForMailLink = async (url: string, to: string, linkPart: string, after = ''): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${url}/dev/mailbox`, { headers: { accept: 'application/json', connection: 'close' } });
    if (response.ok) {
      const { messages } = (await response.json()) as { messages: CapturedMail[] };
      const link = messages.filter((mail) => mail.to === to && mail.sentAt > after).flatMap((mail) => mail.links).find((candidate) => candidate.includes(linkPart));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a link containing ${linkPart}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
