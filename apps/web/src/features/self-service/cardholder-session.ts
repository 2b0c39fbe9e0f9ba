/**
 * The cardholder's self-service session in this tab (sessionStorage: it ends with the tab, and is never
 * the admin portal's session). It names the one person it reaches.
 */
export interface CardholderSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  personId: string;
  organisationId: string;
  cardId: string;
}

const KEY = 'profyle.selfService';

export const loadCardholderSession = (): CardholderSession | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CardholderSession;
    if (typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
};

export const saveCardholderSession = (session: CardholderSession | null): void => {
  try {
    if (session) window.sessionStorage.setItem(KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the session lives for this page only.
  }
};
