import { Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { successSchema } from '@profyle/contracts';
import { CardholderAllowed, cardholderOf } from '../../../../shared/auth/cardholder';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { DomainError } from '@profyle/domain';
import { SelfServiceSessions } from '../../services/self-service-sessions';

/** POST /v1/self-service/sign-out: the cardholder's session ends; its token is refused from the next request on. */
@Controller('v1/self-service/sign-out')
export class EndSelfServiceSessionController {
  constructor(@Inject(SelfServiceSessions) private readonly sessions: SelfServiceSessions) {}

  @ApiContract({ summary: 'Sign out of self-service (cardholder)', responses: { 200: successSchema } })
  @CardholderAllowed()
  @Post()
  @HttpCode(HttpStatus.OK)
  async signOut(@Req() request: Request): Promise<{ success: true }> {
    const cardholder = cardholderOf(request);
    if (!cardholder) throw new DomainError('self_service.not_cardholder', 'Access Denied', 'forbidden');
    await this.sessions.end(cardholder);
    return { success: true };
  }
}
