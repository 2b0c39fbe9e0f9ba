/**
 * Safe HTML building for the server-rendered public page: every value that came from a user goes
 * through `escapeHtml` (text and attributes alike), every link through `safeHref`, CSS through `safeCss`.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Only http(s), mailto, tel and sms links, and same-origin paths; anything else becomes '#'. */
export const safeHref = (href: string): string => {
  const value = href.trim();
  if (/^(https?:|mailto:|tel:|sms:)/i.test(value) || /^\/(?!\/)/.test(value)) return value;
  return '#';
};

/** Admin CSS inside a <style> element: it may not close the element or start markup. */
export const safeCss = (css: string): string => css.replace(/<\/?(style|script)/gi, '').replace(/<!--|-->/g, '');

/** `name="value"` pairs, escaped, with boolean true written bare and false/null/undefined left out. */
export const attrs = (values: Record<string, string | number | boolean | null | undefined>): string =>
  Object.entries(values)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
