import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** An order as the stand-in received it. */
export interface ReceivedClickAndDropOrder {
  orderIdentifier: number;
  orderReference: string;
  body: Record<string, any>;
}

const REQUIRED: [string, (order: any) => unknown][] = [
  ['orderReference', (o) => o.orderReference],
  ['recipient.address.addressLine1', (o) => o.recipient?.address?.addressLine1],
  ['recipient.address.city', (o) => o.recipient?.address?.city],
  ['recipient.address.countryCode', (o) => o.recipient?.address?.countryCode],
  ['orderDate', (o) => o.orderDate],
  ['subtotal', (o) => o.subtotal],
  ['shippingCostCharged', (o) => o.shippingCostCharged],
  ['total', (o) => o.total],
];

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * A local server speaking the part of Royal Mail's Click and Drop API that the adapter uses, for tests:
 * POST /api/v1/orders with the API key in Authorization; each item needs its reference, the
 * recipient's first address line, city and country code (and a postcode for GB), the order date and
 * the amounts. Valid items become createdOrders with a new orderIdentifier, the rest failedOrders with
 * their errors, as the real API answers.
 */
export class ClickAndDropStandIn {
  readonly received: ReceivedClickAndDropOrder[] = [];
  private server: Server | null = null;
  private nextIdentifier = 5000;
  /** When set, every request is answered with this status and a generic error (an outage). */
  failWith: number | null = null;

  constructor(readonly apiKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/api/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.url !== '/api/v1/orders') return send(response, 404, { code: 'NotFound', message: 'No such resource' });
    if (this.failWith !== null) return send(response, this.failWith, { code: 'InternalServerError', message: 'Service unavailable' });
    if (request.headers.authorization !== this.apiKey && request.headers.authorization !== `Bearer ${this.apiKey}`) {
      return send(response, 401, { code: 'Unauthorized', message: 'Authorization has been denied for this request.' });
    }
    let body: { items?: unknown };
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return send(response, 400, { code: 'BadRequest', message: 'The request body is not valid JSON' });
    }
    if (!Array.isArray(body.items) || body.items.length === 0) return send(response, 400, { code: 'BadRequest', message: 'items is required' });

    const createdOrders: unknown[] = [];
    const failedOrders: unknown[] = [];
    for (const order of body.items as Record<string, any>[]) {
      const errors = REQUIRED.filter(([, read]) => read(order) === undefined || read(order) === null || read(order) === '').map(([field], index) => ({ errorCode: 100 + index, errorMessage: `${field} is required` }));
      const address = order.recipient?.address ?? {};
      if (address.countryCode === 'GB' && !address.postcode) errors.push({ errorCode: 200, errorMessage: 'recipient.address.postcode is required for GB' });
      if (errors.length > 0) {
        failedOrders.push({ order, errors });
        continue;
      }
      this.nextIdentifier += 1;
      this.received.push({ orderIdentifier: this.nextIdentifier, orderReference: order.orderReference, body: order });
      createdOrders.push({ orderIdentifier: this.nextIdentifier, orderReference: order.orderReference, createdOn: new Date().toISOString(), orderDate: order.orderDate, packages: [], generatedDocuments: [] });
    }
    send(response, 200, { successCount: createdOrders.length, errorsCount: failedOrders.length, createdOrders, failedOrders });
  }
}
