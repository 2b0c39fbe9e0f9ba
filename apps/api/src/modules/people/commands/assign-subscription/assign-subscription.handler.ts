import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { loadPersonInOrganisation } from '../../person-in-organisation';
import { AssignSubscriptionCommand } from './assign-subscription.command';

/** One append to the organisation stream, which owns the pool, so two admins can never overspend it. */
@CommandHandler(AssignSubscriptionCommand)
export class AssignSubscriptionHandler implements ICommandHandler<AssignSubscriptionCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, type, cardShortCode, sendEmail, metadata, ifMatch }: AssignSubscriptionCommand): Promise<void> {
    await loadPersonInOrganisation(this.shell, personId, metadata, ifMatch);
    const assigned = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'AssignSubscription', data: { personId, type, cardShortCode, sendEmail }, metadata },
    });
    await this.runtime.awaitProjections(assigned.position);
  }
}
