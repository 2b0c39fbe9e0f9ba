import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { EventReferencesReader } from '../../event-references';
import { onEvent } from '../../event-streams';
import { ChangeEventCommand, DeleteEventCommand } from './change-event.command';

@CommandHandler(ChangeEventCommand)
export class ChangeEventHandler implements ICommandHandler<ChangeEventCommand, void> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(EventReferencesReader) private readonly references: EventReferencesReader,
  ) {}

  async execute({ eventId, details, metadata, fromDirectory }: ChangeEventCommand): Promise<void> {
    const references = await this.references.of(metadata.organisationId, details);
    const changed = await this.shell.execute(onEvent({ type: 'ChangeEvent', data: { eventId, details, references, fromDirectory }, metadata }));
    await this.runtime.awaitProjections(changed.position);
  }
}

@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand, { id: string; name: string }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ eventId, metadata, fromDirectory }: DeleteEventCommand): Promise<{ id: string; name: string }> {
    const deleted = await this.shell.execute(onEvent({ type: 'DeleteEvent', data: { eventId, fromDirectory }, metadata }));
    await this.runtime.awaitProjections(deleted.position);
    const [event] = deleted.events;
    return { id: eventId, name: event?.type === 'EventDeleted' ? event.data.name : '' };
  }
}
