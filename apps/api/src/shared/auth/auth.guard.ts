import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SELF_SERVICE_ERROR_MESSAGES } from '@profyle/domain';
import { CARDHOLDER_ALLOWED, type CardholderPrincipal, type CardholderRequest } from './cardholder';
import { LIFECYCLE_MESSAGES } from '@profyle/contracts';
import { CurrentAccess } from './current-access';
import { OrganisationStatus } from './organisation-status';
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
 * user's current record (CurrentAccess), not from the token's claims. An organisation that is closed
 * refuses all its admins here, on every route, with one message; only superadmins still reach it (to
 * reopen it). Handlers never see a request that failed these checks.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(CurrentAccess) private readonly access: CurrentAccess,
    @Inject(OrganisationStatus) private readonly organisations: OrganisationStatus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const orgId = request.params?.orgId as string | undefined;
    // Looked up beside the principal rather than after it: one round trip less on every organisation route.
    const closed = orgId === undefined ? Promise.resolve(false) : this.organisations.isClosed(orgId);
    closed.catch(() => undefined);
    const principal = await this.access.ofRequest(request);
    if (!principal) {
      const cardholder = await this.access.cardholderOfRequest(request);
      if (cardholder === 'email-mismatch') throw denied(HttpStatus.FORBIDDEN, SELF_SERVICE_ERROR_MESSAGES.emailMismatch);
      if (cardholder) {
        // A closed organisation's cardholders are refused like its admins.
        if (await closed) throw denied(HttpStatus.FORBIDDEN, LIFECYCLE_MESSAGES.closed);
        return this.admitCardholder(request, cardholder, targets);
      }
      throw denied(HttpStatus.UNAUTHORIZED, 'Unauthorised');
    }
    request.principal = principal;

    if (this.reflector.getAllAndOverride<boolean>(SUPERADMIN_ONLY, targets) && !principal.superadmin) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    if (orgId !== undefined && !canActOn(principal, orgId)) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    if (!principal.superadmin && (await closed)) throw denied(HttpStatus.FORBIDDEN, LIFECYCLE_MESSAGES.closed);
    return true;
  }

  /**
   * A cardholder reaches only routes that allow them, and there only their own organisation and person:
   * every other request of theirs is 'Access Denied', whatever it names.
   */
  private admitCardholder(request: AuthenticatedRequest, cardholder: CardholderPrincipal, targets: Parameters<Reflector['getAllAndOverride']>[1]): boolean {
    if (!this.reflector.getAllAndOverride<boolean>(CARDHOLDER_ALLOWED, targets)) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    const { orgId, personId } = (request.params ?? {}) as { orgId?: string; personId?: string };
    if (orgId !== undefined && orgId !== cardholder.organisationId) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    if (personId !== undefined && personId !== cardholder.personId) throw denied(HttpStatus.FORBIDDEN, 'Access Denied');
    (request as CardholderRequest).cardholder = cardholder;
    return true;
  }
}
