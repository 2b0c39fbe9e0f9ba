import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/** A fresh nonce per response for the page's inline style and script. */
export const newNonce = (): string => randomBytes(16).toString('base64');

export interface PageSecurity {
  nonce: string;
  /** GA4 loads Google's tag and sends to Google Analytics. */
  analytics: boolean;
  /** The editor's preview is framed by the portal (same origin); the public page is never framed. */
  framedBySelf: boolean;
}

/**
 * The public page's own Content-Security-Policy: nothing but its nonce'd style and script, images over
 * https, video players from YouTube and Vimeo, forms posting back to itself.
 */
export const publicPageCsp = ({ nonce, analytics, framedBySelf }: PageSecurity): string =>
  [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'${analytics ? ' https://www.googletagmanager.com' : ''}`,
    "img-src 'self' https: data:",
    "media-src 'self' https:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    analytics ? 'connect-src https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com' : "connect-src 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
  ].join('; ');

/** Every public page is rendered per request (its nonce, the visit it counts), so none is ever cached. */
export const sendPage = (response: Response, status: number, html: string, security: PageSecurity): void => {
  response.status(status);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Security-Policy', publicPageCsp(security));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('Cache-Control', 'no-store');
  if (!security.framedBySelf) response.setHeader('X-Frame-Options', 'DENY');
  response.send(html);
};
