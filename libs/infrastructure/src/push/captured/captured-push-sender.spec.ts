import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pushSenderContract } from '../push.contract';
import { CapturedPushSender } from './captured-push-sender';

pushSenderContract('CapturedPushSender', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'profyle-push-'));
  let tick = 0;
  const sender = new CapturedPushSender({ dir, now: () => new Date(Date.UTC(2026, 0, 1) + tick++) });
  return {
    sender,
    delivered: async () => (await new CapturedPushSender({ dir }).list()).reverse().map(({ token, title, body, data }) => ({ token, title, body, data })),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
