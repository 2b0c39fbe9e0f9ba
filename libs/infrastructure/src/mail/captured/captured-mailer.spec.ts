import { mkdtempSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailerContract } from '../mail.contract';
import { CapturedMailer } from './captured-mailer';

const open = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
  let tick = Date.parse('2026-01-01T10:00:00.000Z');
  // A clock that moves on by a millisecond per message, so order by time is order of sending.
  const mailer = new CapturedMailer({ dir, from: 'Profyle <no-reply@profyle.example>', now: () => new Date(tick++) });
  return { dir, mailer };
};

mailerContract('captured mailer (JSON files)', async () => {
  const { dir, mailer } = open();
  return {
    mailer,
    delivered: async () => (await new CapturedMailer({ dir, from: 'x@y.z' }).list()).reverse(),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('captured mailer', () => {
  it('lists newest first, limited, and leaves no temporary files', async () => {
    const { dir, mailer } = open();
    for (let i = 0; i < 5; i++) await mailer.send({ to: `u${i}@example.com`, subject: 's', text: 't', html: '<p>h</p>' });
    expect((await mailer.list(2)).map((m) => m.to)).toEqual(['u4@example.com', 'u3@example.com']);
    expect(readdirSync(dir).filter((name) => !name.endsWith('.json'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a message under an idempotency key exactly once, also when the first send stopped half way', async () => {
    const { dir, mailer } = open();
    const message = { to: 'ann@example.com', subject: 'Doors open', text: 't', html: '<p>h</p>', idempotencyKey: 'event-notification:n1:p1:email' };
    const first = await mailer.send(message);
    expect(await mailer.send(message)).toEqual(first);
    await Promise.all([mailer.send({ ...message, idempotencyKey: 'k2' }), mailer.send({ ...message, idempotencyKey: 'k2' })]);
    expect((await mailer.list()).map((m) => m.idempotencyKey).sort()).toEqual(['event-notification:n1:p1:email', 'k2']);
    // A sender that stopped after taking the key and before writing the message: the next send writes it, once.
    const taken = await mailer.send({ ...message, idempotencyKey: 'k3' });
    unlinkSync(join(dir, readdirSync(dir).find((name) => name.includes(taken.id)) as string));
    const written = await mailer.send({ ...message, idempotencyKey: 'k3' });
    expect({ id: written.id, sentAt: written.sentAt }).toEqual({ id: taken.id, sentAt: taken.sentAt });
    await mailer.send({ ...message, idempotencyKey: 'k3' });
    expect((await mailer.list()).filter((m) => m.idempotencyKey === 'k3')).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
  });
});
