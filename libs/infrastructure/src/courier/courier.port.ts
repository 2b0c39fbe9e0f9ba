/**
 * Parcels leave through this port: an order of NFC cards becomes an order in the courier's system,
 * which answers its own id for it (recorded as the order's royal_mail_order_id). The Click and Drop
 * adapter speaks Royal Mail's Click and Drop API; the simulated courier stands in for `npm start`.
 */

export interface CourierAddress {
  fullName: string;
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  county: string;
  postcode: string;
  /** The country as the address book names it ('United Kingdom'). */
  country: string;
}

export interface CourierItem {
  description: string;
  quantity: number;
  /** Whole minor units of the currency, per unit. */
  unitValue: number;
}

export interface CourierShipment {
  /** Our reference for the parcel: the order's short code. */
  reference: string;
  recipient: { address: CourierAddress; phoneNumber: string; emailAddress: string | null };
  items: CourierItem[];
  /** Whole minor units. */
  subtotal: number;
  currency: string;
  orderDate: string;
}

export interface CourierOrder {
  courierOrderId: string;
}

/** The courier refused the shipment or could not be reached; `message` says why in the courier's words. */
export class CourierError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'CourierError';
  }
}

export interface Courier {
  /** Named in the order's history. */
  readonly name: string;
  createOrder(shipment: CourierShipment): Promise<CourierOrder>;
}

export const COURIER = Symbol('Courier');

/** ISO 3166-1 alpha-2 codes of the country names an address book holds; a two-letter code passes as is. */
const COUNTRY_CODES: Record<string, string> = {
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  ireland: 'IE',
  'republic of ireland': 'IE',
  france: 'FR',
  germany: 'DE',
  spain: 'ES',
  italy: 'IT',
  netherlands: 'NL',
  belgium: 'BE',
  portugal: 'PT',
  'united states': 'US',
  usa: 'US',
  canada: 'CA',
  australia: 'AU',
};

export const countryCodeOf = (country: string): string | null => {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return COUNTRY_CODES[trimmed.toLowerCase()] ?? null;
};
