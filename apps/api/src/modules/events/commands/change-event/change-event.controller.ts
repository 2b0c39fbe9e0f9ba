import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { eventBodySchema, eventDeletedSchema, messageResponseSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { detailsOfBody } from '../../event-streams';
import { ChangeEventCommand, DeleteEventCommand } from './change-event.command';

/**
 * PUT /v2/org/{orgId}/events/{eventId}: 200 on success, field errors as {path, msg}; DELETE: 200 with
 * the deleted event's id and name. Directory events answer 403 with the spec's message.
 */
@Controller('v2/org/:orgId/events')
export class ChangeEventController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Change an event (not one the directory created)', body: eventBodySchema, responses: { 200: messageResponseSchema } })
  @Put(':eventId')
  async change(@Param('eventId') eventId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<{ message: string }> {
    const details = detailsOfBody(validInput(eventBodySchema, body));
    await this.commands.execute(new ChangeEventCommand(eventId.slice(0, 128), details, meta));
    return { message: `Event updated: ${details.name.trim()}` };
  }

  @ApiContract({ summary: 'Delete an event (not one the directory created)', responses: { 200: eventDeletedSchema } })
  @Delete(':eventId')
  remove(@Param('eventId') eventId: string, @CommandMeta() meta: CommandMetadata): Promise<{ id: string; name: string }> {
    return this.commands.execute(new DeleteEventCommand(eventId.slice(0, 128), meta));
  }
}
