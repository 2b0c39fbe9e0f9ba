import { Body, Controller, HttpException, HttpStatus, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, type MeResponse, type MeUser, meUserSchema, updateMeBodySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { GetMeQuery } from '../../queries/get-me/get-me.query';
import { UpdateAccountCommand } from './update-account.command';

/** PATCH /v1/auth/{userId} {name, picture, email_notifications: {weekly_account_stats}}: 200 MeUser; oneself only. */
@Controller('v1/auth')
export class UpdateAccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ summary: 'Update the signed-in user (oneself only)', body: updateMeBodySchema, responses: { 200: meUserSchema } })
  @Patch(':userId')
  async update(@Param('userId') userId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<MeUser> {
    if (userId !== principal.userId) throw new HttpException({ errorMessage: ACCOUNT_MESSAGES.onlyYourself, errors: [] }, HttpStatus.FORBIDDEN);
    await this.commands.execute(new UpdateAccountCommand(userId, validInput(updateMeBodySchema, body), principal));
    return (await this.queries.execute<GetMeQuery, MeResponse>(new GetMeQuery(principal))).user;
  }
}
