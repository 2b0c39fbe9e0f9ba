/**
 * Child processes for the distributed suite: the built api, projector and a recording consumer, each
 * with its output kept (and shown when a test fails) and stopped by its own pid.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(__dirname, '../../..');

/** Compiles every workspace to dist (SWC, seconds), so the processes run the code under test. */
export const buildDist = (): void => {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--no-web'], { cwd: root, stdio: 'pipe' });
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once a line of its output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export const startNode = (name: string, script: string, env: Record<string, string>, args: string[] = []): NodeProcess => {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    for (const listener of [...listeners]) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    exited,
    waitForOutput: (pattern, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          finish();
          resolve();
        };
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`${name} did not print ${pattern} within ${timeoutMs} ms; output:\n${output.slice(-4000)}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then((code) => {
          if (!listeners.has(check)) return;
          finish();
          reject(new Error(`${name} exited with ${code} before printing ${pattern}; output:\n${output.slice(-4000)}`));
        });
        check();
      }),
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
};

/** Polls until `condition` holds; the message says what was awaited when it times out. */
export const until = async (what: () => string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000, intervalMs = 100): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
