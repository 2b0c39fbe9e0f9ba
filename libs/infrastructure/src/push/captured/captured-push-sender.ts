import { randomUUID } from 'node:crypto';
import { CapturedOutbox } from '../../sqlite/captured-outbox';
import type { PushMessage, PushOutbox, PushSender, SentPush } from '../push.port';

/** The file of the captured pushes inside their folder. */
export const PUSH_OUTBOX_FILE = 'pushes.sqlite';

/**
 * Embedded mode's push: every notification is a row of a SQLite file under DATA_DIR/push (see
 * CapturedOutbox), readable back across restarts and processes. Nothing reaches a device. Like a real
 * provider it does not drop a repeat.
 */
export class CapturedPushSender implements PushSender, PushOutbox {
  private readonly outbox: CapturedOutbox<SentPush>;

  constructor(private readonly options: { dir: string; now?: () => Date }) {
    this.outbox = new CapturedOutbox<SentPush>(options.dir, PUSH_OUTBOX_FILE);
  }

  async send(message: PushMessage): Promise<SentPush> {
    const sentAt = (this.options.now ?? (() => new Date()))();
    return this.outbox.put({ id: randomUUID(), ...message, data: message.data ?? {}, sentAt: sentAt.toISOString() }, null);
  }

  async list(limit = 100): Promise<SentPush[]> {
    return this.outbox.newest(limit);
  }

  async close(): Promise<void> {
    this.outbox.close();
  }
}

/** The pushes captured in `dir`, newest first (at most `limit`), read through a connection of its own. */
export const capturedPushes = async (dir: string, limit = 1000): Promise<SentPush[]> => {
  const outbox = new CapturedPushSender({ dir });
  try {
    return await outbox.list(limit);
  } finally {
    await outbox.close();
  }
};
