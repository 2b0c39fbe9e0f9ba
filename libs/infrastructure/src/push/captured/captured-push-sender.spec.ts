import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pushSenderContract } from '../push.contract';
import { capturedPushes, CapturedPushSender, PUSH_OUTBOX_FILE } from './captured-push-sender';

pushSenderContract('CapturedPushSender', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'profyle-push-'));
  let tick = 0;
  const sender = new CapturedPushSender({ dir, now: () => new Date(Date.UTC(2026, 0, 1) + tick++) });
  return {
    sender,
    delivered: async () => (await capturedPushes(dir)).reverse().map(({ token, title, body, data }) => ({ token, title, body, data })),
    dispose: async () => {
      await sender.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('CapturedPushSender', () => {
  it('keeps a repeat (a device provider does not drop one) and takes in the one-file-per-push folder of earlier versions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'profyle-push-'));
    const earlier = { id: 'old-1', token: 't', title: 'Earlier', body: 'b', data: {}, sentAt: '2026-01-01T00:00:00.000Z' };
    writeFileSync(join(dir, `000001767225600000-${earlier.id}.json`), JSON.stringify(earlier));
    writeFileSync(join(dir, '.000001767225600001-x.json.tmp'), '{"id":');
    const sender = new CapturedPushSender({ dir });
    const message = { token: 't', title: 'Doors open', body: 'b', data: { idempotency_key: 'k' } };
    await sender.send(message);
    await sender.send(message);
    expect((await sender.list()).map((push) => push.title)).toEqual(['Doors open', 'Doors open', 'Earlier']);
    expect(readdirSync(dir).filter((name) => !name.startsWith(PUSH_OUTBOX_FILE))).toEqual([]);
    await sender.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
