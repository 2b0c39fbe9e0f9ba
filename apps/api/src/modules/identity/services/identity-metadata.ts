import { randomUUID } from 'node:crypto';
import type { Actor, CommandMetadata } from '@profyle/domain';

/**
 * Metadata of a command nobody signed in has issued yet (a sign-in, a reset, a failed attempt): the
 * actor is the user acting on themselves, or the e-mail that was tried; the organisation is the one
 * the audit log shows it in ('' when there is none).
 */
export const identityMetadata = (actor: Actor, organisationId: string, correlationId: string = randomUUID()): CommandMetadata => ({
  organisationId,
  actor,
  correlationId,
  now: new Date().toISOString(),
});

/** Someone who tried an e-mail that belongs to nobody. */
export const anonymousActor = (email: string): Actor => ({ userId: 'anonymous', email });
