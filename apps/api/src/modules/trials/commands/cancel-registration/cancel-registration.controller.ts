import { Controller, Delete, HttpCode, HttpStatus, Inject, Param } from '@nestjs/common';
import { type Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Registrations } from '../../services/registrations';

/**
 * DELETE /v1/auth/{uid}/cancel-registration: 204, the registering user's registration is deleted and
 * their session ends; 403 for anyone else's; 400 'This account has no registration in progress' once
 * the trial exists.
 */
@Controller('v1/auth/:uid/cancel-registration')
export class CancelRegistrationController {
  constructor(@Inject(Registrations) private readonly registrations: Registrations) {}

  @ApiContract({ summary: 'Cancel one’s own trial registration (deletes it and signs out)', responses: { 204: null } })
  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  cancel(@Param('uid') uid: string, @CurrentPrincipal() principal: Principal): Promise<void> {
    return this.registrations.cancel(principal, uid);
  }
}
