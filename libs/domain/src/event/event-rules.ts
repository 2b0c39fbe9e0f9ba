/** Spec 002 section 9: the currencies an event's lead value and cost may be in. */
export const EVENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'CHF', 'CNY', 'INR'] as const;
export type EventCurrency = (typeof EVENT_CURRENCIES)[number];
export const isEventCurrency = (value: string): value is EventCurrency => (EVENT_CURRENCIES as readonly string[]).includes(value);

export const ATTENDEE_TYPES = ['all', 'group', 'list'] as const;
export type AttendeeType = (typeof ATTENDEE_TYPES)[number];

/** Radius bounds in metres: the map's zoom 1 gives 3,276,800 m, zoom 20 about 6 m. */
export const EVENT_RADIUS = { min: 1, max: 5_000_000 } as const;

/** Spec 002 section 9: default centre London, zoom bounds 1 to 20, 200 m at zoom 15. */
export const EVENT_MAP = {
  centre: { latitude: 51.5074, longitude: -0.1278 },
  minZoom: 1,
  maxZoom: 20,
  listZoom: 2,
  formZoom: 10,
  formZoomWithCoordinates: 15,
} as const;

/** radius = 200 x 2^(15 - zoom) metres: 200 m at zoom 15, doubling with every step out. */
export const radiusForZoom = (zoom: number): number => 200 * 2 ** (15 - Math.min(EVENT_MAP.maxZoom, Math.max(EVENT_MAP.minZoom, zoom)));

/** The zoom whose radius is the given one (the inverse), within the zoom bounds. */
export const zoomForRadius = (radius: number): number => Math.min(EVENT_MAP.maxZoom, Math.max(EVENT_MAP.minZoom, 15 - Math.log2(radius / 200)));

/** Dummy data (spec 002 section 9): what the superadmin panel can generate. */
export const DUMMY_EVENT_SETS = { development: 25, demo: 4, past: 15, current: 15, future: 15 } as const;
export type DummyEventSet = keyof typeof DUMMY_EVENT_SETS;
