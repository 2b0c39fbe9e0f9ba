import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CurrentAccess } from './current-access';
import { canActOn, type Principal } from './principal';

export { bearerToken } from './current-access';

export const PUBLIC_ROUTE = 'profyle:public';
export const SUPERADMIN_ONLY = 'profyle:superadmin';
/** No sign-in needed (health, sign-in itself). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
/** Only superadmins may call this route. */
export const SuperadminOnly = () => SetMetadata(SUPERADMIN_ONLY, true);

export type AuthenticatedRequest = Request & { principal: Principal };

const denied = (status: HttpStatus, errorMessage: string) => new HttpException({ errorMessage, errors: [] }, status);

/**
 * Every route needs a valid bearer token whose session is still active, and every route with an
 * `:orgId` needs a principal allowed to act on that organisation. The principal's rights come from the
 * user's current record (CurrentAccess), not from the token's claims. Handlers never see a request that
 * failed these checks.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(CurrentAccess) private readonly access: CurrentAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = await this.access.ofRequest(request);
    if (!principal) throw denied(HttpStatus.UNAUTHORIZED, 'Unauthorised');
    request.principal = principal;

    if (this.reflector.getAllAndOverride<boolean>(SUPERADMIN_ONLY, targets) && !principal.superadmin) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    const orgId = request.params?.orgId as string | undefined;
    if (orgId !== undefined && !canActOn(principal, orgId)) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    return true;
  }
}
