import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contactFieldBodySchema, type ContactView } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { contactPath } from '../../contact-path';
import { ChangeContactFieldCommand } from './change-contact-field.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { contactViewSchema } from '@profyle/contracts';

/**
 * PUT /v2/org/{orgId}/people/{personId}/intros/{introId}/field {field, value}: one of the contact's
 * editable fields (name, position, email, phone, company, website, linkedin, note); 200 with the contact.
 */
@Controller('v2/org/:orgId/people/:ownerId/intros')
export class ChangeContactFieldController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Correct one editable field of a contact', body: contactFieldBodySchema, responses: { 200: contactViewSchema } })
  @Put(':introId/field')
  async change(@Param('ownerId') ownerId: string, @Param('introId') introId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<ContactView> {
    const path = contactPath(ownerId, introId);
    const { field, value } = validInput(contactFieldBodySchema, body);
    return this.commands.execute(new ChangeContactFieldCommand(path.ownerId, path.introductionId, field, value, meta));
  }
}
