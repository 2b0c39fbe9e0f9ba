/**
 * A webhook subscriber on 127.0.0.1, for the webhook suites: it records every request and verifies
 * its signature with the `standardwebhooks` package exactly as a subscriber's code would
 * (`new Webhook(secret).verify(body, headers)`). Answers are scripted per request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** Null when the receiver has no secret to verify with. */
  verified: boolean | null;
  verifyError?: string;
  /** The parsed body, when it is JSON. */
  payload?: { type: string; timestamp: string; data: any; replay?: { id: string; requested_at: string } };
  receivedAt: Date;
}

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answers (until the receiver closes): a hanging subscriber. */
  hang?: boolean;
}

export interface WebhookReceiver {
  url(path?: string): string;
  received: ReceivedWebhook[];
  /** Secret to verify with; set when it is known (the api may generate it). */
  secret: string | null;
  /** Answers for the next requests, in order; after them every request gets 200. */
  answer(...answers: Answer[]): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

const headerRecord = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));

export const startWebhookReceiver = async (secret: string | null = null): Promise<WebhookReceiver> => {
  const received: ReceivedWebhook[] = [];
  const answers: Answer[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters = new Set<() => void>();

  const receiver: WebhookReceiver = {
    url: (path = '/hook') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    secret,
    answer: (...next) => void answers.push(...next),
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver got ${received.length} of ${count} requests within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = headerRecord(request);
      const entry: ReceivedWebhook = { path: request.url ?? '', method: request.method ?? '', headers, body, verified: null, receivedAt: new Date() };
      try {
        entry.payload = JSON.parse(body);
      } catch {
        // not JSON: left without a payload
      }
      if (receiver.secret) {
        try {
          new Webhook(receiver.secret).verify(body, headers);
          entry.verified = true;
        } catch (error) {
          entry.verified = false;
          entry.verifyError = (error as Error).message;
        }
      }
      received.push(entry);
      for (const waiter of [...waiters]) waiter();

      const answer = answers.shift() ?? {};
      if (answer.hang) {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
      response.end(answer.body ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return receiver;
};
