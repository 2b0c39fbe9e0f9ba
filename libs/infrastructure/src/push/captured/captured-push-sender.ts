import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PushMessage, PushOutbox, PushSender, SentPush } from '../push.port';

/**
 * Embedded mode's push: every notification is a JSON file under DATA_DIR/push, readable back across
 * restarts and processes. Nothing reaches a device.
 */
export class CapturedPushSender implements PushSender, PushOutbox {
  constructor(private readonly options: { dir: string; now?: () => Date }) {
    mkdirSync(options.dir, { recursive: true });
  }

  async send(message: PushMessage): Promise<SentPush> {
    const sentAt = (this.options.now ?? (() => new Date()))();
    const sent: SentPush = { id: randomUUID(), ...message, data: message.data ?? {}, sentAt: sentAt.toISOString() };
    const name = `${String(sentAt.getTime()).padStart(15, '0')}-${sent.id}.json`;
    const temporary = join(this.options.dir, `.${name}.tmp`);
    writeFileSync(temporary, JSON.stringify(sent, null, 2));
    renameSync(temporary, join(this.options.dir, name));
    return sent;
  }

  async list(limit = 100): Promise<SentPush[]> {
    return readdirSync(this.options.dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .reverse()
      .slice(0, limit)
      .map((name) => JSON.parse(readFileSync(join(this.options.dir, name), 'utf8')) as SentPush);
  }

  async close(): Promise<void> {}
}
