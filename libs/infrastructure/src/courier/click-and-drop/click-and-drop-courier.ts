import { type Courier, type CourierOrder, type CourierShipment, CourierError, countryCodeOf } from '../courier.port';

export interface ClickAndDropSettings {
  /** The API's base URL, ending in /api/v1. */
  baseUrl: string;
  apiKey: string;
  /** Weight of one card in its sleeve, for the parcel's weight. */
  gramsPerCard?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The parts of Click and Drop's create-orders answer that this adapter reads. */
interface CreateOrdersResponse {
  successCount?: number;
  errorsCount?: number;
  createdOrders?: { orderIdentifier?: number | string; orderReference?: string }[];
  failedOrders?: { order?: { orderReference?: string }; errors?: { errorCode?: number | string; errorMessage?: string }[] }[];
}

const pounds = (minor: number): number => Number((minor / 100).toFixed(2));

/**
 * Royal Mail's Click and Drop API: POST {baseUrl}/orders with the API key in the Authorization header
 * and `{ items: [order] }`; it answers `createdOrders` (with each orderIdentifier) and `failedOrders`
 * (with each error). One shipment is one order whose reference is the order's short code.
 */
export class ClickAndDropCourier implements Courier {
  readonly name = 'click-and-drop';
  private readonly fetch: typeof fetch;

  constructor(private readonly settings: ClickAndDropSettings) {
    this.fetch = settings.fetch ?? fetch;
  }

  async createOrder(shipment: CourierShipment): Promise<CourierOrder> {
    const { address, phoneNumber, emailAddress } = shipment.recipient;
    const countryCode = countryCodeOf(address.country);
    if (countryCode === null) throw new CourierError(`Unknown country: ${address.country}`);
    const cards = shipment.items.reduce((sum, item) => sum + item.quantity, 0);
    const body = {
      items: [
        {
          orderReference: shipment.reference.slice(0, 40),
          recipient: {
            address: {
              fullName: address.fullName.slice(0, 210),
              companyName: address.companyName.slice(0, 100),
              addressLine1: address.addressLine1.slice(0, 100),
              addressLine2: address.addressLine2.slice(0, 100),
              city: address.city.slice(0, 100),
              county: address.county.slice(0, 100),
              postcode: address.postcode.slice(0, 20),
              countryCode,
            },
            phoneNumber: phoneNumber.slice(0, 25),
            ...(emailAddress ? { emailAddress: emailAddress.slice(0, 254) } : {}),
          },
          orderDate: shipment.orderDate,
          subtotal: pounds(shipment.subtotal),
          shippingCostCharged: 0,
          total: pounds(shipment.subtotal),
          currencyCode: shipment.currency,
          packages: [
            {
              weightInGrams: Math.max(1, cards * (this.settings.gramsPerCard ?? 6)),
              packageFormatIdentifier: cards > 50 ? 'smallParcel' : 'largeLetter',
              contents: shipment.items.map((item) => ({
                name: item.description.slice(0, 800),
                quantity: item.quantity,
                unitValue: pounds(item.unitValue),
                unitWeightInGrams: this.settings.gramsPerCard ?? 6,
              })),
            },
          ],
        },
      ],
    };

    let response: Response;
    try {
      response = await this.fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/orders`, {
        method: 'POST',
        headers: { authorization: this.settings.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new CourierError(`Click and Drop could not be reached: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    const text = await response.text();
    let answer: CreateOrdersResponse & { message?: string; details?: string };
    try {
      answer = text ? JSON.parse(text) : {};
    } catch {
      throw new CourierError(`Click and Drop answered ${response.status} with a body that is not JSON`);
    }
    if (!response.ok) throw new CourierError(answer.message ? `${answer.message}${answer.details ? `: ${answer.details}` : ''}` : `Click and Drop answered ${response.status}`);
    const created = answer.createdOrders?.[0];
    if (created?.orderIdentifier !== undefined && created.orderIdentifier !== null) return { courierOrderId: String(created.orderIdentifier) };
    const errors = (answer.failedOrders ?? []).flatMap((failed) => failed.errors ?? []).map((e) => e.errorMessage ?? String(e.errorCode ?? ''));
    throw new CourierError(errors.length > 0 ? errors.join('; ') : 'Click and Drop created no order');
  }
}
