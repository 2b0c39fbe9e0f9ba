import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type InviteView, inviteViewSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Public } from '../../../../shared/auth/auth.guard';
import { GetInviteQuery } from './get-invite.query';

/** GET /v1/invites/{token} (public): { id, email, companyName, senderEmail, organisationId } | 404. */
@Controller('v1/invites')
export class GetInviteController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @ApiContract({ summary: 'What an invite link shows', responses: { 200: inviteViewSchema } })
  @Get(':token')
  get(@Param('token') token: string): Promise<InviteView> {
    return this.queries.execute(new GetInviteQuery(token));
  }
}
