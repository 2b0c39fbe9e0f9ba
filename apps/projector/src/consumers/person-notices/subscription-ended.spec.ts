import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturedMailer, type CloudEvent, EmbeddedReadStore } from '@profyle/infrastructure';
import { organisationsProjection } from '../../projections/organisations/organisations.projection';
import { personDetailProjection } from '../../projections/person-detail/person-detail.projection';
import { collectionName } from '../../runner/projection';
import { handleSubscriptionEnded } from './subscription-ended.consumer';

const ended = (personId: string, organisationId = 'acme', id = `evt-${personId}.ended`): CloudEvent => ({
  specversion: '1.0',
  id,
  source: `/organisations/${organisationId}`,
  type: 'subscription.ended',
  time: '2026-02-01T10:00:00.000Z',
  datacontenttype: 'application/json',
  organisationid: organisationId,
  data: { person_id: personId, organisation_id: organisationId, ended_at: '2026-02-01T10:00:00.000Z' },
});

describe('the subscription-ended notice', () => {
  let dir: string;
  let readStore: EmbeddedReadStore;
  let mailer: CapturedMailer;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'profyle-notice-'));
    readStore = new EmbeddedReadStore({ file: ':memory:' });
    mailer = new CapturedMailer({ dir, from: 'Profyle <no-reply@profyle.example>' });
    const people = readStore.collection(collectionName(personDetailProjection));
    const organisations = readStore.collection(collectionName(organisationsProjection));
    const person = (id: string, organisation_id: string, email: string, first_name: string) => ({ kind: 'upsert' as const, doc: { _id: id, person_id: id, organisation_id, email, first_name }, version: 1 });
    await people.write([person('p1', 'acme', 'tim@example.com', 'Tim'), person('p2', 'other', 'eve@example.com', 'Eve'), person('p3', 'acme', '[erased]', '[erased]')]);
    await organisations.write([{ kind: 'upsert', doc: { _id: 'acme', name: 'Acme & Co' }, version: 1 }]);
  });
  afterEach(async () => {
    await readStore.close();
    await mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells the person, once per removal, in the organisation\'s name', async () => {
    const deps = { readStore, mailer };
    expect(await handleSubscriptionEnded(deps, ended('p1'))).toBe('sent');
    expect(await handleSubscriptionEnded(deps, ended('p1'))).toBe('sent');
    const mails = await mailer.list();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'tim@example.com', subject: 'Your Profyle from Acme & Co has ended', idempotencyKey: 'evt-p1.ended' });
    expect(mails[0].text).toContain('Hi Tim,');
    expect(mails[0].html).toContain('Acme &amp; Co has ended your Profyle subscription.');
  });

  it('writes to nobody deleted, erased or of another organisation, and ignores other events', async () => {
    const deps = { readStore, mailer };
    expect(await handleSubscriptionEnded(deps, ended('gone'))).toBe('skipped');
    expect(await handleSubscriptionEnded(deps, ended('p3'))).toBe('skipped');
    expect(await handleSubscriptionEnded(deps, ended('p2', 'acme'))).toBe('skipped');
    expect(await handleSubscriptionEnded(deps, { ...ended('p1'), type: 'subscription.released' })).toBe('skipped');
    expect(await mailer.list()).toEqual([]);
  });
});
