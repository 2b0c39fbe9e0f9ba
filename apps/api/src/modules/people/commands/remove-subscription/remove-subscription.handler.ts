import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { cardIdIn, followOnCard } from '../../../cards/card-streams';
import { latest } from '../../../../shared/organisation/organisation-command';
import { PersonMessageWork } from '../../../person-messages/services/person-message-work';
import { loadPersonInOrganisation } from '../../person-in-organisation';
import { RemoveSubscriptionCommand } from './remove-subscription.command';

/**
 * Gives the person's subscription (and NFC card, if any) back to the organisation's pool; the card is
 * free again, and the person is sent an e-mail saying so.
 */
@CommandHandler(RemoveSubscriptionCommand)
export class RemoveSubscriptionHandler implements ICommandHandler<RemoveSubscriptionCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PersonMessageWork) private readonly messages: PersonMessageWork,
  ) {}

  async execute({ personId, metadata, ifMatch }: RemoveSubscriptionCommand): Promise<void> {
    await loadPersonInOrganisation(this.shell, personId, metadata, ifMatch);
    const removed = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'RemoveSubscription', data: { personId }, metadata },
    });
    const [event] = removed.events;
    const card = cardIdIn(event);
    if (card) await followOnCard(this.shell, { type: 'ReleaseCard', data: { cardId: card, personId, reason: 'subscription_removed' }, metadata });
    // The person is told their Profyle (and card) stopped working (spec 001 section 4).
    const notice = await this.messages.scheduleSubscriptionEnded(personId, event?.type === 'SubscriptionRemoved' && event.data.digitalId ? event.data.digitalId : String(removed.revision), metadata);
    await this.runtime.awaitProjections(latest(removed.position, notice));
  }
}
