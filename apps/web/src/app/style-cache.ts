import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache with the page's CSP nonce: the server's Content-Security-Policy allows <style>
 * elements only with the nonce of the answer that served index.html (no 'unsafe-inline'), and Vite's
 * `html.cspNonce` writes it into `<meta property="csp-nonce">`. Browsers hide a nonce from attributes
 * but keep it on the element's `nonce` property. Under `vite dev` there is no such policy (and no nonce).
 */
export const createStyleCache = (): EmotionCache => {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return createCache({ key: 'css', ...(nonce && !nonce.startsWith('__') ? { nonce } : {}) });
};
