import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailerContract } from '../mail.contract';
import { capturedMail, CapturedMailer, MAILBOX_FILE } from './captured-mailer';

const open = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
  let tick = Date.parse('2026-01-01T10:00:00.000Z');
  // A clock that moves on by a millisecond per message, so order by time is order of sending.
  const mailer = new CapturedMailer({ dir, from: 'Profyle <no-reply@profyle.example>', now: () => new Date(tick++) });
  return { dir, mailer };
};

mailerContract('captured mailer (SQLite mailbox)', async () => {
  const { dir, mailer } = open();
  return {
    mailer,
    delivered: async () => {
      const reader = new CapturedMailer({ dir, from: 'x@y.z' });
      const delivered = (await reader.list()).reverse();
      await reader.close();
      return delivered;
    },
    dispose: async () => {
      await mailer.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('captured mailer', () => {
  it('lists newest first, limited, also through another instance on the same folder (another process)', async () => {
    const { dir, mailer } = open();
    for (let i = 0; i < 5; i++) await mailer.send({ to: `u${i}@example.com`, subject: 's', text: 't', html: '<p>h</p>' });
    expect((await mailer.list(2)).map((m) => m.to)).toEqual(['u4@example.com', 'u3@example.com']);
    const reader = new CapturedMailer({ dir, from: 'x@y.z' });
    expect((await reader.list()).map((m) => m.to)).toEqual(['u4@example.com', 'u3@example.com', 'u2@example.com', 'u1@example.com', 'u0@example.com']);
    await reader.close();
    await mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the first message under an idempotency key and answers it to every later send, from any instance', async () => {
    const { dir, mailer } = open();
    const other = new CapturedMailer({ dir, from: 'Profyle <no-reply@profyle.example>' });
    const message = { to: 'ann@example.com', subject: 'Doors open', text: 't', html: '<p>h</p>', idempotencyKey: 'event-notification:n1:p1:email' };
    const first = await mailer.send(message);
    expect(await mailer.send({ ...message, subject: 'Changed' })).toEqual(first);
    expect(await other.send(message)).toEqual(first);
    const racing = await Promise.all([mailer.send({ ...message, idempotencyKey: 'k2' }), other.send({ ...message, idempotencyKey: 'k2' })]);
    expect(racing[1]).toEqual(racing[0]);
    expect((await mailer.list()).map((m) => m.idempotencyKey).sort()).toEqual(['event-notification:n1:p1:email', 'k2']);
    // Without a key every send is a message of its own.
    await mailer.send({ ...message, idempotencyKey: undefined });
    await mailer.send({ ...message, idempotencyKey: undefined });
    expect(await mailer.list()).toHaveLength(4);
    await other.close();
    await mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('still keeps a message sent after close (a scheduler finishing while the api shuts down)', async () => {
    const { dir, mailer } = open();
    await mailer.send({ to: 'before@example.com', subject: 's', text: 't', html: '<p>h</p>' });
    await mailer.close();
    await mailer.send({ to: 'after@example.com', subject: 's', text: 't', html: '<p>h</p>' });
    await mailer.close();
    expect((await capturedMail(dir)).map((m) => m.to)).toEqual(['after@example.com', 'before@example.com']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes in the one-file-per-message mailbox of earlier versions, in order and with its keys', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    mkdirSync(dir, { recursive: true });
    const old = (at: number, to: string, key?: string) => ({ id: randomUUID(), from: 'x@y.z', to, subject: 's', text: 't', html: '<p>h</p>', links: [], sentAt: new Date(at).toISOString(), ...(key ? { idempotencyKey: key } : {}) });
    const earlier = [old(1_000, 'first@example.com', 'k1'), old(2_000, 'second@example.com')];
    for (const sent of earlier) writeFileSync(join(dir, `${String(Date.parse(sent.sentAt)).padStart(15, '0')}-${sent.id}.json`), JSON.stringify(sent));
    writeFileSync(join(dir, '.key-0123'), 'whatever');
    writeFileSync(join(dir, '.half.json.1234.tmp'), '{"id":');
    writeFileSync(join(dir, 'broken.json'), '{"id":');
    const mailer = new CapturedMailer({ dir, from: 'x@y.z' });
    expect((await mailer.list()).map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(await mailer.send({ to: 'again@example.com', subject: 's', text: 't', html: '<p>h</p>', idempotencyKey: 'k1' })).toEqual(earlier[0]);
    // What was taken in is gone from the folder; a file that is no message stays.
    expect(readdirSync(dir).filter((name) => !name.startsWith(MAILBOX_FILE)).sort()).toEqual(['broken.json']);
    await mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
