/** The `rebuild-projection` command on a stopped server's data directory (needs the build: npm test builds first). */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedReadStore } from '@profyle/infrastructure';
import { adminOf, startTestApp, superadmin } from '../support/test-app';
import { httpClient } from '../support/http-client';

const run = promisify(execFile);
const cli = join(__dirname, '../../apps/api/dist/rebuild.js');

describe('rebuild-projection command', () => {
  it('rebuilds every read model of a data directory from its events', async () => {
    expect(existsSync(cli)).toBe(true);
    const test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    const admin = httpClient(test.url, await test.tokenFor(adminOf('cli_org')));
    await root.post('/v1/enterprise', { organisation_id: 'cli_org', name: 'CLI Ltd', subscriptions: 2 });
    const { personId } = (await admin.put('/v1/enterprise/cli_org/people', { first_name: 'Ada', last_name: 'L', position: 'Eng', email: 'a@b.co' })).body;
    await admin.put(`/v1/enterprise/cli_org/people/${personId}/assign-subscription`, { type: 'digital' });
    await test.stop();

    const file = join(test.dataDir, 'read-models.sqlite');
    const wipe = new EmbeddedReadStore({ file });
    await wipe.collection('people_list_v1').clear();
    await wipe.close();

    const { stdout } = await run('node', [cli, '--all'], { env: { ...process.env, DATA_DIR: test.dataDir, AUTH_SECRET: 'test-secret-test-secret-test-secret-123' } });
    expect(stdout).toMatch(/rebuilt organisations, people-list, .* up to position \d+/);

    const rebuilt = new EmbeddedReadStore({ file });
    expect(await rebuilt.collection('people_list_v1').get(personId)).toMatchObject({ first_name: 'Ada', subscription: { type: 'digital' } });
    await rebuilt.close();
    await test.destroy();
  });
});
