import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { commandMetadata } from './command-metadata';

/** The CommandMetadata of this request: the principal, the organisation in the path, a correlation id. */
export const CommandMeta = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const correlation = request.headers['x-correlation-id'];
  return commandMetadata(request.principal, request.params.orgId as string, typeof correlation === 'string' && correlation ? correlation.slice(0, 100) : undefined);
});
