import type { PasswordMode } from '../person';

/**
 * What a visitor of a public Profyle gets (spec 001 sections 3 and 4): nothing about a person who is
 * hidden, unsubscribed or whose card is lost or disabled; the redirect while it is on; the PIN or
 * password form until it is given; else the page.
 */
export interface ProfyleAccessInput {
  /** The person the link or card names, or null when there is none. */
  person: {
    visible: boolean;
    subscribed: boolean;
    redirect_enabled: boolean;
    redirect_url: string;
    password_mode: PasswordMode;
  } | null;
  /** The card that was tapped, when the visit came through one. */
  card: { lost: boolean; enabled: boolean } | null;
  /** The visitor already gave the PIN or password (a valid unlock cookie). */
  unlocked: boolean;
}

export type ProfyleAccess = { kind: 'unavailable' } | { kind: 'redirect'; url: string } | { kind: 'locked'; mode: 'pin' | 'password' } | { kind: 'show' };

const isWebAddress = (url: string): boolean => /^https?:\/\/[^\s/?#]+/i.test(url.trim());

export const profyleAccess = ({ person, card, unlocked }: ProfyleAccessInput): ProfyleAccess => {
  if (!person || !person.visible || !person.subscribed) return { kind: 'unavailable' };
  if (card && (card.lost || !card.enabled)) return { kind: 'unavailable' };
  if (person.redirect_enabled && isWebAddress(person.redirect_url)) return { kind: 'redirect', url: person.redirect_url.trim() };
  if (person.password_mode !== 'disabled' && !unlocked) return { kind: 'locked', mode: person.password_mode };
  return { kind: 'show' };
};

/**
 * Whether the exchange form shows: the organisation has exchange on and, when it is enabled by group,
 * the person's group has it on too.
 */
export const exchangeOpen = (exchange: { enabled: boolean; enableByGroup: boolean }, group: { enable_exchange: boolean } | null): boolean =>
  exchange.enabled && (!exchange.enableByGroup || group?.enable_exchange === true);

/**
 * Browser language codes the portal names otherwise: it calls Chinese `cn` and Norwegian `no` (spec 001
 * "Supported languages"), browsers send `zh` and `nb` or `nn`.
 */
const PORTAL_LANGUAGE_CODES: Record<string, string> = { zh: 'cn', nb: 'no', nn: 'no' };

/** Language codes of the visitor's Accept-Language, best first, as the portal names them (`en-GB;q=0.8` -> `en`, `zh-CN` -> `cn`). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[a-z]{2,3}$/.test(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => PORTAL_LANGUAGE_CODES[entry.language] ?? entry.language);

/** The first of the visitor's languages the person has a translation in, or null for the base fields. */
export const profyleLanguage = (accepted: readonly string[], translations: readonly string[]): string | null => accepted.find((language) => translations.includes(language)) ?? null;
