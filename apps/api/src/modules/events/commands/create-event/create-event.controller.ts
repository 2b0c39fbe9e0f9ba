import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { eventBodySchema, eventCreatedSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { detailsOfBody } from '../../event-streams';
import { CreateEventCommand } from './create-event.command';

/** POST /v2/org/{orgId}/events: 201 {id}; every problem of the form as {path, msg}. */
@Controller('v2/org/:orgId/events')
export class CreateEventController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Create an event', body: eventBodySchema, responses: { 201: eventCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<{ id: string }> {
    const { id } = await this.commands.execute(new CreateEventCommand(detailsOfBody(validInput(eventBodySchema, body)), meta));
    return { id };
  }
}
