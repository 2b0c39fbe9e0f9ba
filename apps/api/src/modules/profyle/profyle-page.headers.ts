import type { Request, Response } from 'express';
import { PUBLIC_PROFYLE_PAGE_WITH_ANALYTICS, type SecurityHeaders } from '../../shared/http/security-headers';

/**
 * Sends a public page. Its Content-Security-Policy is the PUBLIC_PROFYLE_PAGE policy its controller
 * declares (`@PagePolicy`), with the request's nonce on the page's inline style and script; a page that
 * loads Google Analytics switches to the policy that allows it. Every public page is rendered per
 * request (its nonce, the visit it counts), so none is ever cached.
 */
export const sendPage = (response: Response, status: number, html: string, options?: { analytics: boolean; request: Request; headers: SecurityHeaders }): void => {
  if (options?.analytics) options.headers.apply(PUBLIC_PROFYLE_PAGE_WITH_ANALYTICS, options.request, response);
  response.status(status);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.send(html);
};
