import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { cardholderActorId, cardholderOf } from '../auth/cardholder';
import { commandMetadata } from './command-metadata';

/** The CommandMetadata of this request: the principal, the organisation in the path, a correlation id. */
export const CommandMeta = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const correlation = request.headers['x-correlation-id'];
  const correlationId = typeof correlation === 'string' && correlation ? correlation.slice(0, 100) : undefined;
  // A cardholder acts as themselves (their own person), inside their own organisation.
  const cardholder = cardholderOf(request);
  if (cardholder) return commandMetadata({ userId: cardholderActorId(cardholder.personId), email: cardholder.email, organisationId: cardholder.organisationId, organisationIds: [cardholder.organisationId], admin: false, superadmin: false }, cardholder.organisationId, correlationId);
  return commandMetadata(request.principal, request.params.orgId as string, correlationId);
});
