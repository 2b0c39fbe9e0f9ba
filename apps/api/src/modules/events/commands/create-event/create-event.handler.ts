import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { EventReferencesReader } from '../../event-references';
import { onEvent } from '../../event-streams';
import { CreateEventCommand } from './create-event.command';

@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand, { id: string; position: number | null }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(EventReferencesReader) private readonly references: EventReferencesReader,
  ) {}

  async execute({ details, metadata, origin }: CreateEventCommand): Promise<{ id: string; position: number | null }> {
    const eventId = origin.eventId ?? randomUUID();
    const references = await this.references.of(metadata.organisationId, details);
    const created = await this.shell.execute(onEvent({ type: 'CreateEvent', data: { eventId, details, references, sourceId: origin.sourceId ?? null, dummy: origin.dummy ?? null }, metadata }));
    await this.runtime.awaitProjections(created.position);
    return { id: eventId, position: created.position };
  }
}
