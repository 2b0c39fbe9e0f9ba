import { Body, Controller, Delete, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { dummyEventsBodySchema, dummyEventsResultSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { worldCities } from '@profyle/infrastructure';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { EventsReader } from '../../events-reader';
import { DeleteEventCommand } from '../change-event/change-event.command';
import { CreateEventCommand } from '../create-event/create-event.command';
import { dummyEvents } from './dummy-events';

/**
 * The superadmin's dummy-data panel (spec 002 "Events list details"): POST /v2/org/{orgId}/events/dummy
 * {set: development|demo|past|current|future} creates 25, 4 or 15 events marked as dummy; DELETE
 * removes every dummy event of the organisation. Each event is its own command and its own stream.
 */
@Controller('v2/org/:orgId/events/dummy')
export class DummyEventsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EventsReader) private readonly reader: EventsReader,
  ) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Generate dummy events (superadmin)', body: dummyEventsBodySchema, responses: { 201: dummyEventsResultSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async generate(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<{ created: number; deleted: number }> {
    const { set } = validInput(dummyEventsBodySchema, body);
    const events = dummyEvents(set, worldCities(), new Date(meta.now));
    for (const details of events) await this.commands.execute(new CreateEventCommand(details, meta, { dummy: set }));
    return { created: events.length, deleted: 0 };
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Clear the dummy events (superadmin)', responses: { 200: dummyEventsResultSchema } })
  @Delete()
  async clear(@Param('orgId') orgId: string, @CommandMeta() meta: CommandMetadata): Promise<{ created: number; deleted: number }> {
    const ids = await this.reader.dummyIds(orgId);
    for (const id of ids) await this.commands.execute(new DeleteEventCommand(id, meta));
    return { created: 0, deleted: ids.length };
  }
}
