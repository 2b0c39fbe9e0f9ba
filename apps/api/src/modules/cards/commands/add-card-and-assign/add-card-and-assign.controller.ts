import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addCardAndAssignBodySchema, type CardAddedAndAssigned, cardAddedAndAssignedSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { AddCardAndAssignCommand } from './add-card-and-assign.command';

/** POST /v1/enterprise/{orgId}/add-card-and-assign {personId, cardId, orderId, designId, sendEmail} (superadmin): 201. */
@Controller('v1/enterprise/:orgId')
export class AddCardAndAssignController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Allocate one NFC card to the organisation and give it to a person (superadmin fast allocation)', body: addCardAndAssignBodySchema, responses: { 201: cardAddedAndAssignedSchema } })
  @Post('add-card-and-assign')
  @HttpCode(HttpStatus.CREATED)
  async addAndAssign(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<CardAddedAndAssigned> {
    return this.commands.execute<AddCardAndAssignCommand, CardAddedAndAssigned>(new AddCardAndAssignCommand(validInput(addCardAndAssignBodySchema, body), meta));
  }
}
