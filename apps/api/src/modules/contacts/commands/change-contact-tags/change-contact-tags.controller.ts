import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contactTagsBodySchema, type ContactView } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { contactPath } from '../../contact-path';
import { ChangeContactTagsCommand } from './change-contact-tags.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { contactViewSchema } from '@profyle/contracts';

/** PUT /v2/org/{orgId}/people/{ownerId}/intros/{introId}/tags {tags}: 200 with the contact and its normalised tags. */
@Controller('v2/org/:orgId/people/:ownerId/intros')
export class ChangeContactTagsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "Set a contact's tags (normalised)", body: contactTagsBodySchema, responses: { 200: contactViewSchema } })
  @Put(':introId/tags')
  async change(@Param('ownerId') ownerId: string, @Param('introId') introId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<ContactView> {
    const path = contactPath(ownerId, introId);
    const { tags } = validInput(contactTagsBodySchema, body);
    return this.commands.execute(new ChangeContactTagsCommand(path.ownerId, path.introductionId, tags, meta));
  }
}
