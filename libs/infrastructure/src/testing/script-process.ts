/**
 * Tests that need a process of their own (does a script end? does a close finish its work?): runs a
 * script in a new node process that can require this library's TypeScript sources (compiled on the fly
 * with swc, as jest does). `process.argv[1]` onwards are the arguments. Answers the exit code and what
 * the process printed; a process still running after `timeoutMs` is killed and answers code null.
 */
import { spawn } from 'node:child_process';

const REQUIRE_TYPESCRIPT = `
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
require.extensions['.ts'] = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }).code, filename);
`;

export const runScript = (script: string, args: string[], options: { cwd: string; timeoutMs?: number }): Promise<{ code: number | null; out: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', REQUIRE_TYPESCRIPT + script, ...args], { cwd: options.cwd });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out: out.trim() });
    });
  });
