import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type LocationCommand, locationDecider, locationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { SaveLocationCommand } from './save-location.command';

/**
 * An address is decided on its own stream; a new one is also registered with the organisation (which
 * then knows it exists for groups and people to use, and refuses to remove it while it is in use).
 */
@CommandHandler(SaveLocationCommand)
export class SaveLocationHandler implements ICommandHandler<SaveLocationCommand, { id: string; created: boolean }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ locationId, body, metadata }: SaveLocationCommand): Promise<{ id: string; created: boolean }> {
    const id = locationId ?? randomUUID();
    const command: LocationCommand = locationId
      ? { type: 'UpdateLocation', data: { locationId: id, details: body }, metadata }
      : { type: 'CreateLocation', data: { locationId: id, organisationId: metadata.organisationId, details: body }, metadata };
    const execution = { streamId: locationStreamId(id), decider: locationDecider, command };
    if (locationId) {
      const saved = await this.shell.execute(execution);
      await this.runtime.awaitProjections(saved.position);
      return { id, created: false };
    }
    await this.shell.dryRun(execution);
    const registered = await onOrganisation(this.shell, metadata, 'RegisterLocation', { locationId: id });
    try {
      const saved = await this.shell.execute(execution);
      await this.runtime.awaitProjections(latest(registered.position, saved.position));
      return { id, created: true };
    } catch (error) {
      await onOrganisation(this.shell, metadata, 'RemoveLocation', { locationId: id }).catch(() => undefined);
      throw error;
    }
  }
}
