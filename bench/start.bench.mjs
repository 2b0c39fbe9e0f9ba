// `npm run bench start`: how long `npm start` takes until it prints the sign-in instructions, on a build
// that is up to date (the second start of a new user), and how many lines it prints before them. Each run
// uses a fresh data directory (so the demo seed runs too) and port, and is stopped once ready; `npm run
// bench` builds first, so both runs are "second starts".
import { spawn } from 'node:child_process';
import { freePort, root, round, tempDir } from './support.mjs';

const READY = /Profyle admin portal is running at/;

const start = async () => {
  const port = await freePort();
  const began = process.hrtime.bigint();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: tempDir('start'), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const seconds = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve(Number(process.hrtime.bigint() - began) / 1e9);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  process.kill(-child.pid, 'SIGTERM');
  const before = output.slice(0, output.search(READY)).split('\n').filter((line) => line.trim() !== '');
  return { seconds: round(seconds, 2), linesBefore: before.length, before };
};

const upToDate = await start();
console.log(`npm start on an up-to-date build: ready in ${upToDate.seconds} s, ${upToDate.linesBefore} line(s) before the sign-in instructions`);
for (const line of upToDate.before) console.log(`  | ${line}`);

const again = await start();
console.log(`and once more: ready in ${again.seconds} s`);

console.log(`BENCH_JSON ${JSON.stringify({ bench: 'start', upToDateSeconds: upToDate.seconds, linesBeforeInstructions: upToDate.linesBefore, againSeconds: again.seconds })}`);
