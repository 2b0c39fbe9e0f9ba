// `npm run bench`: builds, then runs every bench/*.bench.mjs (or those named on the command line) one
// after another, and prints each one's figures. Benchmarks needing real servers skip themselves unless
// KAFKA_BROKERS / MONGO_URL are set (see scripts/servers.sh).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './support.mjs';

const wanted = process.argv.slice(2);
const scripts = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

execFileSync('node', [join(root, 'scripts/build.mjs'), ...(scripts.some((s) => s.startsWith('web')) ? [] : ['--no-web'])], { stdio: 'inherit' });
console.log(`machine: ${process.platform} ${process.arch}, node ${process.version}, ${(await import('node:os')).cpus().length} cores; ${new Date().toISOString()}`);
const figures = [];
for (const script of scripts) {
  console.log(`\n### ${script}`);
  const run = spawnSync('node', [join(root, 'bench', script)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(run.stdout.split('\n').filter((l) => !l.startsWith('BENCH_JSON ')).join('\n'));
  for (const line of run.stdout.split('\n')) if (line.startsWith('BENCH_JSON ')) figures.push(JSON.parse(line.slice(11)));
  if (run.status !== 0) console.log(`${script} exited with ${run.status}`);
}
console.log(`\nBENCH_ALL ${JSON.stringify(figures)}`);
