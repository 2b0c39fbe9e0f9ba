/** The Click and Drop adapter against a local server speaking the same protocol (ClickAndDropStandIn). */
import { courierContract, sampleShipment } from '../courier.contract';
import { CourierError } from '../courier.port';
import { ClickAndDropCourier } from './click-and-drop-courier';
import { ClickAndDropStandIn } from './click-and-drop-stand-in';

const KEY = 'cd-test-key-123';

courierContract('ClickAndDropCourier (local stand-in)', async () => {
  const standIn = new ClickAndDropStandIn(KEY);
  const baseUrl = await standIn.start();
  return { courier: new ClickAndDropCourier({ baseUrl, apiKey: KEY }), dispose: () => standIn.stop() };
});

describe('ClickAndDropCourier requests', () => {
  let standIn: ClickAndDropStandIn;
  let baseUrl: string;
  beforeEach(async () => {
    standIn = new ClickAndDropStandIn(KEY);
    baseUrl = await standIn.start();
  });
  afterEach(() => standIn.stop());

  it('sends the reference, the recipient with a country code, amounts in pounds and one package', async () => {
    const { courierOrderId } = await new ClickAndDropCourier({ baseUrl, apiKey: KEY }).createOrder(sampleShipment());
    expect(standIn.received).toHaveLength(1);
    expect(String(standIn.received[0].orderIdentifier)).toBe(courierOrderId);
    expect(standIn.received[0].body).toMatchObject({
      orderReference: '9F1C2D3E',
      recipient: { address: { fullName: 'Ann Lee', addressLine1: '1 High Street', city: 'London', postcode: 'N1 1AA', countryCode: 'GB' }, phoneNumber: '020 7946 0000' },
      subtotal: 658.5,
      total: 658.5,
      currencyCode: 'GBP',
      packages: [{ weightInGrams: 180, contents: [{ quantity: 30, unitValue: 21.95 }] }],
    });
  });

  it('says so when the key is refused or the service is down', async () => {
    await expect(new ClickAndDropCourier({ baseUrl, apiKey: 'wrong' }).createOrder(sampleShipment())).rejects.toThrow(new CourierError('Authorization has been denied for this request.'));
    standIn.failWith = 503;
    await expect(new ClickAndDropCourier({ baseUrl, apiKey: KEY }).createOrder(sampleShipment())).rejects.toThrow('Service unavailable');
    await standIn.stop();
    await expect(new ClickAndDropCourier({ baseUrl, apiKey: KEY, timeoutMs: 2000 }).createOrder(sampleShipment())).rejects.toThrow(/could not be reached/);
  });
});
