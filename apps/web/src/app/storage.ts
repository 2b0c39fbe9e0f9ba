/** localStorage that never throws (private windows, disabled storage): the portal still works, it just forgets. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage full or blocked: the value lives for this page only.
    }
  },
};

export const STORAGE_KEYS = {
  session: 'profyle.session',
  colourMode: 'profyle.colourMode',
  language: 'profyle.language',
  signInEmail: 'profyle.signInEmail',
} as const;
