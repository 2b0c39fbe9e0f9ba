import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { profileVerificationBodySchema, profileVerifiedSchema, type ProfileVerified } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { Public } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { visitorMetadata } from '../../services/profile-verification';
import { VerifyProfileCommand } from './verify-profile.command';

/**
 * POST .../people/{personId}/verify {token}: the e-mail link verifies its person (anyone holding it);
 * POST .../people/{personId}/verify-registration: an admin verifies a person awaiting verification.
 * Both give the person a digital Profyle and answer its id.
 */
@Controller('v1/enterprise/:orgId/people/:personId')
export class VerifyProfileController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Verify a self-registered Profyle with its e-mail link', body: profileVerificationBodySchema, responses: { 200: profileVerifiedSchema } })
  @Public()
  @Post('verify')
  @HttpCode(HttpStatus.OK)
  byLink(@Param('orgId') orgId: string, @Param('personId') personId: string, @Body() body: unknown): Promise<ProfileVerified> {
    const { token } = validInput(profileVerificationBodySchema, body);
    return this.commands.execute(new VerifyProfileCommand(personId, visitorMetadata(orgId, randomUUID()), token));
  }

  @ApiContract({ summary: 'Verify a self-registered person (admin)', responses: { 200: profileVerifiedSchema } })
  @Post('verify-registration')
  @HttpCode(HttpStatus.OK)
  byAdmin(@Param('personId') personId: string, @CommandMeta() meta: CommandMetadata): Promise<ProfileVerified> {
    return this.commands.execute(new VerifyProfileCommand(personId, meta));
  }
}
