import { type Courier, type CourierOrder, type CourierShipment, CourierError, countryCodeOf } from '../courier.port';

/**
 * The courier for `npm start`: it checks a shipment as the real one would (an address with a first
 * line, a city, a postcode and a known country) and answers a new numeric order id, so the whole
 * fulfilment flow works with no courier account. Nothing is posted.
 */
export class SimulatedCourier implements Courier {
  readonly name = 'simulated';
  private next: number;

  constructor(start: number = 100_000 + Math.floor(Math.random() * 800_000)) {
    this.next = start;
  }

  async createOrder(shipment: CourierShipment): Promise<CourierOrder> {
    const { address } = shipment.recipient;
    const missing = [
      ['addressLine1', address.addressLine1],
      ['city', address.city],
      ['postcode', address.postcode],
    ].filter(([, value]) => value.trim() === '');
    if (missing.length > 0) throw new CourierError(`The recipient address needs ${missing.map(([field]) => field).join(', ')}`);
    if (countryCodeOf(address.country) === null) throw new CourierError(`Unknown country: ${address.country}`);
    this.next += 1;
    return { courierOrderId: String(this.next) };
  }
}
