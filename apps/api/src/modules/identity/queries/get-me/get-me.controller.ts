import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type MeResponse, meResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { GetMeQuery } from './get-me.query';

/** GET /v1/auth/me: { user: MeUser, organisations: [{ id, name, isPartner, isDemo }] }. */
@Controller('v1/auth/me')
export class GetMeController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The signed-in user and the organisations they can reach', responses: { 200: meResponseSchema } })
  @Get()
  me(@CurrentPrincipal() principal: Principal): Promise<MeResponse> {
    return this.queries.execute(new GetMeQuery(principal));
  }
}
