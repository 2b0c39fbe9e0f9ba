import type { Request } from 'express';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
};

/**
 * A client on this machine: the connection comes from a loopback address and no proxy forwarded it (a
 * reverse proxy on the same host would connect from loopback on behalf of anyone).
 */
export const isLoopbackClient = (request: Request): boolean =>
  isLoopbackAddress(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
