import { createHash, timingSafeEqual } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, HttpException, HttpStatus, Inject, Param, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { directoryEventBodySchema, directoryEventResultSchema, eventDeletedSchema, EVENTS_MESSAGES, TEXT_LIMITS, boundedString } from '@profyle/contracts';
import { type CommandMetadata, eventDecider, eventStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection } from '@profyle/projector';
import { z } from 'zod';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public, bearerToken } from '../../../../shared/auth/auth.guard';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { readModel } from '../../../../shared/read-model/read-model';
import { detailsOfBody } from '../../event-streams';
import { ChangeEventCommand, DeleteEventCommand } from '../change-event/change-event.command';
import { CreateEventCommand } from '../create-event/create-event.command';

/** The directory's event id: one per organisation and source id, so a repeated upsert finds its event. */
export const directoryEventId = (organisationId: string, sourceId: string): string => `dir-${createHash('sha256').update(`${organisationId}\u0000${sourceId}`).digest('hex').slice(0, 32)}`;

const DIRECTORY_ACTOR = { userId: 'service:directory', email: 'directory@profyle.example' };
const organisationQuerySchema = z.object({ organisation_id: boundedString({ label: 'Organisation', max: TEXT_LIMITS.id }) });

/**
 * The Profyle Connect directory's service endpoint: it creates and keeps its events in an organisation
 * (`sourceId` set, so the portal shows them read-only with the 'Profyle Connect' label). Authenticated
 * by the directory's own bearer token (DIRECTORY_API_TOKEN), not by a user's session; without that
 * setting the endpoint answers 404 as if it did not exist.
 *
 * PUT /v2/directory/events/{sourceId} {organisation_id, ...the event form}: 200 {id, created}. DELETE /v2/directory/events/{sourceId}?organisation_id=: 200 {id, name}.
 */
@Controller('v2/directory/events')
export class DirectoryEventController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  private authorise(request: Request): void {
    const expected = this.runtime.config.DIRECTORY_API_TOKEN;
    if (!expected) throw new HttpException({ errorMessage: EVENTS_MESSAGES.directoryUnavailable, errors: [] }, HttpStatus.NOT_FOUND);
    const given = bearerToken(request) ?? '';
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256').update(expected).digest();
    if (!timingSafeEqual(a, b)) throw new HttpException({ errorMessage: EVENTS_MESSAGES.directoryUnauthorised, errors: [] }, HttpStatus.UNAUTHORIZED);
  }

  private async metadataFor(organisationId: string): Promise<CommandMetadata> {
    if (!(await readModel(this.store, organisationsProjection).get(organisationId))) throw new HttpException({ errorMessage: 'Organisation not found', errors: [{ path: 'organisation_id', msg: 'Organisation not found' }] }, HttpStatus.NOT_FOUND);
    return { organisationId, actor: DIRECTORY_ACTOR, correlationId: randomUUID(), now: new Date().toISOString() };
  }

  @Public()
  @ApiContract({ summary: "The directory creates or changes one of its events (the directory's bearer token)", tags: ['directory'], body: directoryEventBodySchema, responses: { 200: directoryEventResultSchema } })
  @Put(':sourceId')
  async upsert(@Param('sourceId') sourceId: string, @Body() body: unknown, @Req() request: Request): Promise<{ id: string; created: boolean }> {
    this.authorise(request);
    const input = validInput(directoryEventBodySchema, body);
    const source = sourceId.slice(0, 128);
    const metadata = await this.metadataFor(input.organisation_id);
    const eventId = directoryEventId(input.organisation_id, source);
    const { state } = await this.shell.load(eventStreamId(eventId), eventDecider);
    const details = detailsOfBody(input);
    if (state.status === 'absent') {
      await this.commands.execute(new CreateEventCommand(details, metadata, { sourceId: source, eventId }));
      return { id: eventId, created: true };
    }
    await this.commands.execute(new ChangeEventCommand(eventId, details, metadata, true));
    return { id: eventId, created: false };
  }

  @Public()
  @ApiContract({ summary: 'The directory deletes one of its events', tags: ['directory'], query: organisationQuerySchema, responses: { 200: eventDeletedSchema } })
  @Delete(':sourceId')
  async remove(@Param('sourceId') sourceId: string, @Query() query: Record<string, unknown>, @Req() request: Request): Promise<{ id: string; name: string }> {
    this.authorise(request);
    const { organisation_id } = validInput(organisationQuerySchema, query);
    const metadata = await this.metadataFor(organisation_id);
    return this.commands.execute(new DeleteEventCommand(directoryEventId(organisation_id, sourceId.slice(0, 128)), metadata, true));
  }
}
