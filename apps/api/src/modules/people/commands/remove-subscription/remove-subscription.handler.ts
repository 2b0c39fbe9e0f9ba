import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { cardIdIn, followOnCard } from '../../../cards/card-streams';
import { loadPersonInOrganisation } from '../../person-in-organisation';
import { RemoveSubscriptionCommand } from './remove-subscription.command';

/** Gives the person's subscription (and NFC card, if any) back to the organisation's pool; the card is free again. */
@CommandHandler(RemoveSubscriptionCommand)
export class RemoveSubscriptionHandler implements ICommandHandler<RemoveSubscriptionCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, metadata, ifMatch }: RemoveSubscriptionCommand): Promise<void> {
    await loadPersonInOrganisation(this.shell, personId, metadata, ifMatch);
    const removed = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'RemoveSubscription', data: { personId }, metadata },
    });
    const card = cardIdIn(removed.events[0]);
    if (card) await followOnCard(this.shell, { type: 'ReleaseCard', data: { cardId: card, personId, reason: 'subscription_removed' }, metadata });
    await this.runtime.awaitProjections(removed.position);
  }
}
