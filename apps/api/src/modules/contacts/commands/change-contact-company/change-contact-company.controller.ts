import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contactCompanyBodySchema, type ContactView } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { contactPath } from '../../contact-path';
import { ChangeContactCompanyCommand } from './change-contact-company.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { contactViewSchema } from '@profyle/contracts';

/** PUT /v2/org/{orgId}/people/{personId}/intros/{introId}/company {company}: 200 with the contact (its company as stored). */
@Controller('v2/org/:orgId/people/:ownerId/intros')
export class ChangeContactCompanyController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "Correct a contact's company", body: contactCompanyBodySchema, responses: { 200: contactViewSchema } })
  @Put(':introId/company')
  async change(@Param('ownerId') ownerId: string, @Param('introId') introId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<ContactView> {
    const path = contactPath(ownerId, introId);
    const { company } = validInput(contactCompanyBodySchema, body);
    return this.commands.execute(new ChangeContactCompanyCommand(path.ownerId, path.introductionId, company, meta));
  }
}
