import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type GroupCommand, type GroupDetails, groupDecider, groupStreamId } from '@profyle/domain';
import type { GroupBody } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { SaveGroupCommand } from './save-group.command';

const detailsOf = (body: GroupBody): GroupDetails => ({
  name: body.name,
  configurationId: body.configuration_id,
  enableExchange: body.enable_exchange,
  customIntroEmailHtml: body.custom_intro_email_html,
});

/**
 * A save decides the group's own fields first (refusals touch nothing), then places the group in the
 * organisation's tree (parent, no cycle, addresses), then records the group's own events. A new group
 * whose own append fails is taken out of the tree again.
 */
@CommandHandler(SaveGroupCommand)
export class SaveGroupHandler implements ICommandHandler<SaveGroupCommand, { id: string }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ groupId, body, metadata }: SaveGroupCommand): Promise<{ id: string }> {
    const id = groupId ?? randomUUID();
    const command: GroupCommand = groupId
      ? { type: 'ChangeGroup', data: { groupId: id, details: detailsOf(body) }, metadata }
      : { type: 'CreateGroup', data: { groupId: id, organisationId: metadata.organisationId, details: detailsOf(body) }, metadata };
    const execution = { streamId: groupStreamId(id), decider: groupDecider, command };
    await this.shell.dryRun(execution);
    const placed = await onOrganisation(this.shell, metadata, 'PlaceGroup', { groupId: id, parentId: body.parent_id, locationIds: body.location_ids });
    try {
      const saved = await this.shell.execute(execution);
      await this.runtime.awaitProjections(latest(placed.position, saved.position));
      return { id };
    } catch (error) {
      if (!groupId) await onOrganisation(this.shell, metadata, 'RemoveGroup', { groupId: id, name: body.name }).catch(() => undefined);
      throw error;
    }
  }
}
