import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEnricher } from './create-enricher';
import { enrichmentResultFrom } from './enrichment.port';
import { HttpEnrichment } from './http/http-enrichment';
import { NoEnrichment } from './none/no-enrichment';

const contact = { name: 'Grace Hopper', email: 'grace@navy.example', company: '', website: '' };

/** A local stand-in of an enrichment provider speaking the documented protocol. */
const standIn = async (answer: (body: Record<string, string>, auth: string | undefined) => { status: number; body: unknown }) => {
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const { status, body } = answer(JSON.parse(text), request.headers.authorization);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/enrich`, close: () => new Promise((resolve) => server.close(resolve)) };
};

describe('contact enrichment adapters', () => {
  it('none finds nothing, at once', async () => {
    await expect(new NoEnrichment().enrich()).resolves.toEqual({});
    expect(createEnricher({}).provider).toBe('none');
  });

  it('http posts the contact and keeps the known, non-blank fields it answers', async () => {
    const provider = await standIn((body, auth) => ({ status: 200, body: { name: body.name, company: 'US Navy', job_title: 'Rear Admiral', photo_url: 'https://img.example/g.jpg', secret: 'x', phone: ' ', auth } }));
    try {
      const found = await new HttpEnrichment({ url: provider.url, token: 't0k' }).enrich(contact);
      expect(found).toEqual({ name: 'Grace Hopper', company: 'US Navy', position: 'Rear Admiral', photoUrl: 'https://img.example/g.jpg' });
    } finally {
      await provider.close();
    }
  });

  it('http: 404 is nothing found, other answers and no answer are errors', async () => {
    const missing = await standIn(() => ({ status: 404, body: {} }));
    const broken = await standIn(() => ({ status: 503, body: {} }));
    try {
      await expect(new HttpEnrichment({ url: missing.url }).enrich(contact)).resolves.toEqual({});
      await expect(new HttpEnrichment({ url: broken.url }).enrich(contact)).rejects.toThrow('Enrichment provider answered 503');
      await expect(new HttpEnrichment({ url: 'http://127.0.0.1:1/enrich', timeoutMs: 2000 }).enrich(contact)).rejects.toThrow('Enrichment provider unreachable');
    } finally {
      await missing.close();
      await broken.close();
    }
  });

  it('refuses a configuration it cannot run', () => {
    expect(() => createEnricher({ ENRICHMENT: 'magic' })).toThrow('ENRICHMENT must be none or http');
    expect(() => createEnricher({ ENRICHMENT: 'http' })).toThrow('ENRICHMENT_URL');
    expect(() => createEnricher({ ENRICHMENT: 'http', ENRICHMENT_URL: 'http://127.0.0.1:1/enrich', ENRICHMENT_TIMEOUT_MS: 'soon' })).toThrow('ENRICHMENT_TIMEOUT_MS');
    expect(enrichmentResultFrom('nope')).toEqual({});
  });
});
