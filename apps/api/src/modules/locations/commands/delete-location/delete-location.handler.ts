import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LOCATION_MESSAGES } from '@profyle/contracts';
import { DomainError, LOCATION_ERROR_CODES, locationDecider, locationStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { locationUsers } from '../../queries/locations/location-users';
import { DeleteLocationCommand } from './delete-location.command';

/**
 * The organisation removes the address first, refusing while a group or a person uses it (the decision
 * is the stream's); the refusal then names who uses it, from the read models. Then the address's own
 * stream records the deletion.
 */
@CommandHandler(DeleteLocationCommand)
export class DeleteLocationHandler implements ICommandHandler<DeleteLocationCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ locationId, metadata }: DeleteLocationCommand): Promise<void> {
    const deletion = { streamId: locationStreamId(locationId), decider: locationDecider, command: { type: 'DeleteLocation', data: { locationId }, metadata } as const };
    await this.shell.dryRun(deletion);
    let removed;
    try {
      removed = await onOrganisation(this.shell, metadata, 'RemoveLocation', { locationId });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== LOCATION_ERROR_CODES.inUse) throw error;
      const users = await locationUsers(this.store, metadata.organisationId, locationId);
      const groupIds = error.errors.filter((e) => e.path === 'groups').map((e) => e.msg);
      const personIds = error.errors.filter((e) => e.path === 'people').map((e) => e.msg);
      const nameOf = (list: { id: string; name: string }[], id: string) => list.find((user) => user.id === id)?.name ?? id;
      const groups = groupIds.map((id) => nameOf(users.groups, id));
      const people = personIds.map((id) => nameOf(users.people, id));
      throw new DomainError(error.code, LOCATION_MESSAGES.inUse(groups, people), error.kind, [...groups.map((msg) => ({ path: 'groups', msg })), ...people.map((msg) => ({ path: 'people', msg }))]);
    }
    const deleted = await this.shell.execute(deletion);
    await this.runtime.awaitProjections(latest(removed.position, deleted.position));
  }
}
