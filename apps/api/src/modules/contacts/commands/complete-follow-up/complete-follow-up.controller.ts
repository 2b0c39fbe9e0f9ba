import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { completeFollowUpBodySchema } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { CompleteFollowUpCommand } from './complete-follow-up.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { followUpCompletedSchema } from '@profyle/contracts';

/**
 * POST /v2/public/complete-follow-up {token}: no sign-in, the token is the credential. 200 {success: true};
 * no token 400 'No token provided.'; a forged token 400, a used one 409, each with its message.
 */
@Controller('v2/public')
export class CompleteFollowUpController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Complete a follow-up with the token of its link (no sign-in)', body: completeFollowUpBodySchema, responses: { 200: followUpCompletedSchema } })
  @Public()
  @Post('complete-follow-up')
  @HttpCode(HttpStatus.OK)
  complete(@Body() body: unknown): Promise<{ success: true }> {
    const { token } = validInput(completeFollowUpBodySchema, body);
    return this.commands.execute(new CompleteFollowUpCommand(token, randomUUID()));
  }
}
