import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ErasureResult, erasePersonBodySchema, erasureResultSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ErasePersonCommand } from './erase-person.command';

/** POST /v1/enterprise/{orgId}/people/{personId}/erase { reason } (superadmins): 200 with what was erased. */
@SuperadminOnly()
@Controller('v1/enterprise/:orgId/people')
export class ErasePersonController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "Erase a person's personal data with a reason (superadmins): deletes them if needed, destroys their key", body: erasePersonBodySchema, responses: { 200: erasureResultSchema } })
  @Post(':personId/erase')
  @HttpCode(200)
  erase(@Param('personId') personId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<ErasureResult> {
    const { reason } = validInput(erasePersonBodySchema, body);
    return this.commands.execute(new ErasePersonCommand(personId, reason, meta));
  }
}
