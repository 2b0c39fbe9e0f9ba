/** The one contract every Courier adapter passes; each adapter's spec calls it with a factory. */
import { type Courier, CourierError, type CourierShipment } from './courier.port';

export interface CourierFixture {
  courier: Courier;
  dispose(): Promise<void>;
}

export const sampleShipment = (overrides: Partial<CourierShipment['recipient']['address']> = {}): CourierShipment => ({
  reference: '9F1C2D3E',
  recipient: {
    address: { fullName: 'Ann Lee', companyName: 'Acme Events Ltd', addressLine1: '1 High Street', addressLine2: '', city: 'London', county: '', postcode: 'N1 1AA', country: 'United Kingdom', ...overrides },
    phoneNumber: '020 7946 0000',
    emailAddress: 'ann@acme.example',
  },
  items: [{ description: 'NFC cards: Gold foil', quantity: 30, unitValue: 2195 }],
  subtotal: 65850,
  currency: 'GBP',
  orderDate: '2026-02-01T09:00:00.000Z',
});

export function courierContract(name: string, factory: () => Promise<CourierFixture>): void {
  describe(name, () => {
    let fixture: CourierFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(() => fixture.dispose());

    it('creates an order and answers its id', async () => {
      const { courierOrderId } = await fixture.courier.createOrder(sampleShipment());
      expect(courierOrderId).toMatch(/^\d+$/);
    });

    it('answers a new id for each order', async () => {
      const first = await fixture.courier.createOrder(sampleShipment());
      const second = await fixture.courier.createOrder({ ...sampleShipment(), reference: 'ABCDEF12' });
      expect(second.courierOrderId).not.toBe(first.courierOrderId);
    });

    it('refuses an address without a postcode, or in an unknown country, saying why', async () => {
      await expect(fixture.courier.createOrder(sampleShipment({ postcode: '' }))).rejects.toThrow(CourierError);
      await expect(fixture.courier.createOrder(sampleShipment({ postcode: '' }))).rejects.toThrow(/postcode/);
      await expect(fixture.courier.createOrder(sampleShipment({ country: 'Atlantis' }))).rejects.toThrow('Unknown country: Atlantis');
    });
  });
}
