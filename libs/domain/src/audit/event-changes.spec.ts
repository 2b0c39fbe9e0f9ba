/**
 * The history diff of every event type of every audited stream names the fields that event changed.
 * Each entry is a small story: the events before (given), the event (when), and the changed fields in
 * words (then). A registered type without an entry fails the first test, so a new event type (or a new
 * aggregate) gets its line here.
 */
import { AUDITED_STREAMS } from './audited-streams';
import { crmConnected, crmStarted, STORIES } from './event-stories.fixture';
import { SECRET_VALUE } from './secrets';
import { changesBetween } from './timeline';

describe('the history diff of every event type', () => {
  it('has a story for every event type of every audited stream', () => {
    const missing = AUDITED_STREAMS.flatMap((stream) => stream.eventTypes.filter((type) => !STORIES[stream.category]?.[type]).map((type) => `${stream.category}/${type}`));
    expect(missing).toEqual([]);
  });

  for (const stream of AUDITED_STREAMS) {
    for (const [type, [given, event, changed]] of Object.entries(STORIES[stream.category] ?? {})) {
      it(`${stream.category}: ${type} changes ${changed.join(', ') || 'nothing'}`, () => {
        const before = given.reduce(stream.evolve, stream.initialState());
        const after = stream.evolve(before, event);
        const changes = changesBetween(stream, before, after);
        if (process.env.PRINT_CHANGES) console.log(JSON.stringify([stream.category, type, changes.map((c) => c.label)]));
        expect(changes.map((c) => c.label)).toEqual(changed);
        // Secrets change like any field, but their values never show.
        for (const change of changes) if (/hash|secret/i.test(change.label)) expect([change.before, change.after]).toContain(SECRET_VALUE);
      });
    }
  }
});

it('never shows a CRM connection’s tokens, sealed as they are', () => {
  const crm = AUDITED_STREAMS.find((stream) => stream.category === 'crm')!;
  const changes = changesBetween(crm, crm.evolve(crm.initialState(), crmStarted), crm.evolve(crm.evolve(crm.initialState(), crmStarted), crmConnected));
  expect(changes.find((change) => change.label === 'Tokens')).toEqual(expect.objectContaining({ after: SECRET_VALUE }));
  expect(JSON.stringify(changes)).not.toContain('sealed:1');
});
