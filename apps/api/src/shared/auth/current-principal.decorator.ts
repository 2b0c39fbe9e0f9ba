import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from './auth.guard';

export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthenticatedRequest>().principal);
