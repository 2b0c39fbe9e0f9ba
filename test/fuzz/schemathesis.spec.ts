/**
 * The OpenAPI contract, fuzzed: Schemathesis (installed from PyPI by .ci/run, see
 * scripts/schemathesis.sh) generates requests for every operation of /openapi.json from its schemas,
 * against the real embedded server, signed in as an organisation's admin. Zero server errors and zero
 * answers that break the document (status, content type, body schema) are allowed. Skipped, saying so,
 * where Schemathesis is not installed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

/** Kept in step with scripts/schemathesis.sh. */
const SCHEMATHESIS_VERSION = '4.32.5';
const cached = join(process.env.PROFYLE_CACHE ?? join(homedir(), '.cache/profyle-ci'), 'schemathesis', SCHEMATHESIS_VERSION, 'bin/st');
const st = process.env.SCHEMATHESIS ?? (existsSync(cached) ? cached : null);
/** Test cases per operation and phase: enough to find the edges, few enough for CI's time budget. */
const MAX_EXAMPLES = Number(process.env.SCHEMATHESIS_MAX_EXAMPLES ?? 50);
const ORG = 'fuzz_org';

if (!st) console.warn(`contract fuzzing skipped: Schemathesis is not installed (bash scripts/schemathesis.sh install, or set SCHEMATHESIS to its st command)`);
const describeWithSchemathesis = st ? describe : describe.skip;

jest.setTimeout(15 * 60_000);

describeWithSchemathesis('the OpenAPI contract, fuzzed by Schemathesis', () => {
  let test: TestApp;
  let workDir: string;

  beforeAll(async () => {
    test = await startTestApp({ SIGN_IN_RATE_LIMIT: '100000', SIGN_IN_LINK_LIMIT: '100000' });
    workDir = mkdtempSync(join(tmpdir(), 'profyle-fuzz-'));
  });
  afterAll(async () => {
    await test?.destroy();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('finds no server error and no answer that breaks the document', async () => {
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Fuzz Ltd', subscriptions: 50, nfc_cards: 5 })).status).toBe(201);
    const token = await test.tokenFor(adminOf(ORG));
    const admin = httpClient(test.url, token);
    expect((await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@fuzz.example' })).status).toBe(201);

    // Path parameters that name the admin's own organisation, so operations get past authorisation.
    const config = join(workDir, 'schemathesis.toml');
    writeFileSync(config, `[parameters]\n"path.orgId" = "${ORG}"\n`);
    const args = [
      '--config-file', config,
      '--no-color',
      'run', `${test.url}/openapi.json`,
      '--header', `Authorization: Bearer ${token}`,
      '--checks', 'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
      '--max-examples', String(MAX_EXAMPLES),
      '--phases', 'examples,coverage,fuzzing',
      // One worker: Hypothesis describes its filters with ast.parse, which CPython 3.11 cannot run in two threads at once.
      '--workers', '1',
      '--seed', '20261101',
      '--request-timeout', '20',
      '--suppress-health-check', 'all',
      // Signing out would end the very session the run is signed in with.
      '--exclude-path', '/v1/auth/sign-out',
      '--report', 'junit', '--report-dir', join(workDir, 'report'),
    ];
    const started = Date.now();
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      // Run in the work directory: Schemathesis keeps its cache (.schemathesis/) where it runs.
      execFile(st as string, args, { cwd: workDir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, SCHEMATHESIS_HOOKS: '' } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
      );
    });
    const summary = output.split('\n').filter((line) => /passed|failed|errored|skipped|Test cases|API Operations|Seed/i.test(line)).slice(-12).join('\n');
    console.log(`Schemathesis ${SCHEMATHESIS_VERSION} in ${Math.round((Date.now() - started) / 1000)} s:\n${summary}`);
    // Failing requests can carry megabytes of generated text: each line is cut so the findings stay readable.
    const readable = output
      .split('\n')
      .map((line) => (line.length > 400 ? `${line.slice(0, 400)}… (${line.length} characters)` : line))
      .join('\n');
    if (code !== 0) throw new Error(`Schemathesis found problems (exit ${code}):\n${readable.slice(-30_000)}`);
  });
});
