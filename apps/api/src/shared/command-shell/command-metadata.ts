import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '@profyle/domain';
import { isImpersonating, type Principal } from '../auth/principal';

/** The metadata of a command issued by a principal inside an organisation, at the server's clock. */
export const commandMetadata = (principal: Principal, organisationId: string, correlationId: string = randomUUID()): CommandMetadata => ({
  organisationId,
  actor: { userId: principal.userId, email: principal.email },
  ...(isImpersonating(principal, organisationId) ? { onBehalfOf: { organisationId } } : {}),
  correlationId,
  now: new Date().toISOString(),
});
