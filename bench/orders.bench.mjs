// Order placement throughput and latency (POST /v2/org/{orgId}/orders, 30 custom cards of an approved
// design to a delivery address, by invoice) against the built api in embedded mode, over real loopback
// HTTP, with read-your-writes in the figures; for 1 and 8 organisations (one order stream each, the
// design, address and organisation streams read per order). Also the whole online flow per order:
// place online, open the embedded checkout session, pay it (the payment marks the order paid).
// Usage: node bench/orders.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { emitJson, printTable, round, runConcurrently, startApi, summarise, tempDir } from './support.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const ONLINE = Number(process.env.BENCH_ONLINE_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ORGS = [1, 8];
const PDF = { url: 'https://files.example/card.pdf', name: 'card.pdf' };
const CONFIRMED = { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true };

// Every request is checked against a real session, so the bench signs in as the demo superadmin (who may
// act in every organisation); an admin's request takes the same path past the guard.
const DESIGN_TEAM = { email: 'support@profyle.example', password: 'profyle-support-demo' };

const call = async (url, token, method, path, body) => {
  const response = await fetch(url + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

const expectStatus = (result, status, what) => {
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
};

/** An organisation with paid subscriptions, an address and an approved design, made through the api. */
const prepare = async (url, rootToken, org) => {
  const admin = rootToken;
  expectStatus(await call(url, rootToken, 'POST', '/v1/enterprise', { organisation_id: org, name: org, subscriptions: 100 }), 201, 'organisation');
  const { id: locationId } = expectStatus(await call(url, admin, 'POST', `/v1/enterprise/${org}/locations`, { name: 'HQ', line1: '1 High Street', city: 'London', postcode: 'N1 1AA' }), 201, 'address');
  const { id: designId } = expectStatus(await call(url, admin, 'POST', `/v2/org/${org}/designs`, { name: 'Bench card', designer: 'client', assets: [PDF], checkboxes: CONFIRMED }), 201, 'design');
  expectStatus(await call(url, rootToken, 'POST', `/v2/org/${org}/designs/${designId}/proof`, { url: 'https://files.example/proof.pdf', filename: 'proof.pdf' }), 200, 'proof');
  expectStatus(await call(url, admin, 'POST', `/v2/org/${org}/designs/${designId}/approve`), 200, 'approve');
  return { org, admin, locationId, designId };
};

const orderBody = ({ locationId, designId }, paymentMethod) => ({
  attention: 'Bench Buyer',
  contact_number: '020 7946 0000',
  location_id: locationId,
  payment_method: paymentMethod,
  line_items: [{ design_id: designId, stock: false, quantity: 30 }],
  terms_accepted: true,
});

const scenario = async (orgCount) => {
  const api = await startApi({ DATA_DIR: tempDir('orders'), SEED_DEMO: 'true', ACCESS_TOKEN_TTL_SECONDS: '3600' });
  try {
    // The seed runs just after the api answers: sign-in succeeds once the demo users exist.
    let signedIn = null;
    for (let attempt = 0; attempt < 100 && !signedIn; attempt++) {
      const response = await fetch(`${api.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DESIGN_TEAM) });
      if (response.ok) signedIn = await response.json();
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!signedIn) throw new Error('the demo superadmin could not sign in');
    const rootToken = signedIn.accessToken;
    const accounts = [];
    for (let i = 0; i < orgCount; i++) accounts.push(await prepare(api.url, rootToken, `bench_orders_${i}`));
    let failures = 0;

    const placed = await runConcurrently(ORDERS, CONCURRENCY, async (i) => {
      const account = accounts[i % accounts.length];
      const result = await call(api.url, account.admin, 'POST', `/v2/org/${account.org}/orders`, orderBody(account, 'invoice'));
      if (result.status !== 201) failures++;
    });

    const online = await runConcurrently(ONLINE, CONCURRENCY, async (i) => {
      const account = accounts[i % accounts.length];
      const order = await call(api.url, account.admin, 'POST', `/v2/org/${account.org}/orders`, orderBody(account, 'online'));
      const session = await call(api.url, account.admin, 'POST', `/v2/org/${account.org}/orders/${order.body?.id}/create-session`);
      const paid = await call(api.url, account.admin, 'POST', '/v1/checkout/embedded/pay', { client_secret: session.body?.secret, card_number: '4242424242424242' });
      if (order.status !== 201 || session.status !== 200 || paid.status !== 200) failures++;
    });

    const list = await runConcurrently(200, CONCURRENCY, async (i) => {
      const account = accounts[i % accounts.length];
      if ((await call(api.url, account.admin, 'GET', `/v2/org/${account.org}/orders?page_size=20`)).status !== 200) failures++;
    });

    return {
      organisations: orgCount,
      place: { perSecond: round(ORDERS / placed.seconds, 0), ...summarise(placed.latencies) },
      onlineFlow: { perSecond: round(ONLINE / online.seconds, 0), ...summarise(online.latencies) },
      list: { perSecond: round(200 / list.seconds, 0), ...summarise(list.latencies) },
      failures,
    };
  } finally {
    await api.stop();
  }
};

const results = [];
for (const orgs of ORGS) results.push(await scenario(orgs));
printTable(
  `Orders (concurrency ${CONCURRENCY}; ${ORDERS} invoice orders of 30 custom cards; ${ONLINE} online orders placed, checked out and paid; 200 order-list pages)`,
  results.flatMap((r) =>
    [
      ['place order (invoice)', r.place],
      ['online flow: place + checkout + pay (flows/s)', r.onlineFlow],
      ['list orders (page of 20)', r.list],
    ].map(([what, f]) => ({ organisations: r.organisations, request: what, 'per s': f.perSecond, 'p50 ms': f.p50, 'p99 ms': f.p99, requests: f.count, failed: r.failures })),
  ),
);
emitJson('orders', { concurrency: CONCURRENCY, results });
