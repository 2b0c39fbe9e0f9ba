import type { LocationDetails } from '@profyle/domain';

/** An organisation address on one line, as the registration and self-service pages list it. */
export const addressOf = (location: Pick<LocationDetails, 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'country'>): string =>
  [location.line1, location.line2, location.city, location.region, location.postcode, location.country].filter((part) => part.trim() !== '').join(', ');
