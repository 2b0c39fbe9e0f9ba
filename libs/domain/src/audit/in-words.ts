/**
 * Names in words for history screens and exports: event types and state fields are code identifiers
 * (`PersonEmailClaimed`, `first_name`, `emailNotifications`); people read "Person email claimed",
 * "First name", "Email notifications". Generic, so an aggregate added later is readable with no table.
 */
const words = (identifier: string): string[] =>
  identifier
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);

/** Keeps acronyms (`URL`, `NFC`, `GA4`) as they are, lower-cases the rest after the first word. */
const sentence = (parts: string[]): string =>
  parts
    .map((part, i) => {
      const acronym = part.length > 1 && part === part.toUpperCase();
      if (acronym) return part;
      return i === 0 ? part.charAt(0).toUpperCase() + part.slice(1).toLowerCase() : part.toLowerCase();
    })
    .join(' ');

/** `SubscriptionAssigned` -> "Subscription assigned". */
export const eventInWords = (type: string): string => sentence(words(type));

/** `first_name` -> "First name", `emailNotifications` -> "Email notifications", `ga4id` -> "Ga4id". */
export const fieldInWords = (field: string): string => sentence(words(field));
