/**
 * Card activation over real HTTP (spec 000 "Card activation", section 8; spec 002 "Card activation and
 * demo"): the activation link for the card's holder or the organisation's person with the address, every
 * refusal in the spec's words, the link activating the card (the person then holds it, their Profyle opens
 * from it) once, and the address's link limit.
 */
import { join } from 'node:path';
import { capturedMail, type SentMail } from '@profyle/infrastructure';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'activate_org';

describe('card activation over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let anonymous: ReturnType<typeof httpClient>;
  let cards: string[];
  let cy: string;
  let ann: string;
  let bob: string;

  const mailTo = async (to: string): Promise<SentMail[]> => (await capturedMail(join(test.dataDir, 'mail'))).filter((mail) => mail.to === to).reverse();
  const tokenIn = async (to: string, count: number, card: string) => {
    const mails = await mailTo(to);
    expect(mails).toHaveLength(count);
    expect(mails[count - 1].subject).toBe(`Activate your Profyle card ${card.slice(0, 6)}`);
    const link = mails[count - 1].links.find((candidate) => candidate.includes(`/activate/${card}/verify/`));
    if (!link) throw new Error('no activation link');
    return link.split('/verify/')[1];
  };
  const create = async (first: string) =>
    (await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: first, last_name: 'Holder', position: 'Engineer', email: `${first.toLowerCase()}@activate.example` })).body.personId as string;
  const activate = (card: string, email: string) => anonymous.post(`/v1/cards/${card}/activate`, { email });
  const verify = (card: string, token: string) => anonymous.post(`/v1/cards/${card}/verify-token`, { token });

  beforeAll(async () => {
    test = await startTestApp({ SIGN_IN_LINK_LIMIT: '4' });
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Activate Ltd', subscriptions: 5 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    anonymous = httpClient(test.url);
    cards = (await root.post('/v1/enterprise/cards/create', { count: 5 })).body.ids;
    const allocated = await root.post(`/v1/enterprise/${ORG}/assign`, { demo: false, card_ids: cards.slice(0, 4), design_id: 'classic' });
    expect(allocated.body.results.every((result: { success: boolean }) => result.success)).toBe(true);
    cy = await create('Cy');
    ann = await create('Ann');
    bob = await create('Bob');
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${cy}/assign-subscription`, { type: 'nfc', card_short_code: cards[0].slice(0, 6), send_email: false })).status).toBe(204);
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${bob}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    expect((await admin.post(`/v1/enterprise/${ORG}/cards/${cards[3]}/lost`)).status).toBe(200);
  });
  afterAll(() => test.destroy());

  it('refuses in the spec’s words: an unknown card, a card of no organisation, a lost card', async () => {
    for (const unknown of ['F'.repeat(32), 'not-a-card']) {
      const response = await activate(unknown, 'cy@activate.example');
      expect(response.status).toBe(404);
      expect(response.body.errorMessage).toBe('this card was not found in the database');
    }
    const unallocated = await activate(cards[4], 'cy@activate.example');
    expect(unallocated.status).toBe(400);
    expect(unallocated.body.errorMessage).toBe(`${cards[4].slice(0, 6)} is not allocated to an organisation, please contact support`);
    expect((await activate(cards[3], 'cy@activate.example')).body.errorMessage).toBe(`Card ${cards[3].slice(0, 6)} has been registered as lost`);
    expect((await activate(cards[0], 'not an address')).body.errors).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);
  });

  it('refuses an address other than the holder’s, and an address nobody in the organisation has', async () => {
    const other = await activate(cards[0], 'eve@activate.example');
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ path: 'email', msg: `Card ${cards[0].slice(0, 6)} belongs to another email address. Please use the email address of the card holder` }]);
    expect((await activate(cards[1], 'nobody@activate.example')).body.errorMessage).toBe('No Profyle with this email address was found at Activate Ltd. Please ask your administrator to add you');
    expect(await mailTo('eve@activate.example')).toEqual([]);
  });

  it('activates the holder’s card from the e-mailed link, once; the card opens their Profyle', async () => {
    const sent = await activate(cards[0].toLowerCase(), 'Cy@Activate.example');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, email: 'c***@activate.example' });
    const token = await tokenIn('cy@activate.example', 1, cards[0]);
    const wrong = await verify(cards[0], 'x'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('This activation link is not valid. Please request a new one');
    expect((await verify(cards[1], token)).status).toBe(400);
    const verified = await verify(cards[0], token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ profyleId: cards[0] });
    expect((await verify(cards[0], token)).body).toEqual({ profyleId: cards[0] });
    const page = await fetch(`${test.url}/c/${cards[0]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cy Holder');
  });

  it('gives a free card to the organisation’s person with the address: an NFC subscription, or a card for a digital one', async () => {
    expect((await activate(cards[1], 'ann@activate.example')).status).toBe(200);
    expect((await verify(cards[1], await tokenIn('ann@activate.example', 1, cards[1]))).body).toEqual({ profyleId: cards[1] });
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${ann}`)).body.subscription).toMatchObject({ type: 'nfc', card_id: cards[1] });

    expect((await activate(cards[2], 'bob@activate.example')).status).toBe(200);
    expect((await verify(cards[2], await tokenIn('bob@activate.example', 1, cards[2]))).status).toBe(200);
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${bob}`)).body.subscription).toMatchObject({ type: 'nfc', card_id: cards[2] });
    expect((await admin.get(`/v1/enterprise/${ORG}/cards/${cards[2]}`)).body).toMatchObject({ person_id: bob });
  });

  it('mails at most the address’s link limit in its window (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await activate(cards[0], 'cy@activate.example')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
