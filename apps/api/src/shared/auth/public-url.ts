import type { Request } from 'express';

/**
 * The portal's public origin for links in mails and OpenID Connect redirect URIs: PUBLIC_URL when set
 * (behind a proxy, in production), else the origin the request came to (embedded mode, tests).
 */
export const publicOrigin = (configured: string | undefined, request: Request): string => {
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
};

/** The client's address, for per-IP rate limits and the audit of failed sign-ins. */
export const clientIp = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';
