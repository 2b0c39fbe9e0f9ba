import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { cardIdForShortCode, cardIdIn, followOnCard } from '../../../cards/card-streams';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { PersonMessageWork } from '../../../person-messages/services/person-message-work';
import { withPersonInOrganisation } from '../../person-in-organisation';
import { AddCardCommand } from './add-card.command';

/** A card for a person who holds a subscription without one: the organisation decides, the card follows. */
@CommandHandler(AddCardCommand)
export class AddCardHandler implements ICommandHandler<AddCardCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PersonMessageWork) private readonly messages: PersonMessageWork,
  ) {}

  async execute({ personId, cardShortCode, sendEmail, metadata, ifMatch }: AddCardCommand): Promise<void> {
    const added = await withPersonInOrganisation(this.shell, personId, metadata, ifMatch, async (dependsOn) => {
      const cardId = await cardIdForShortCode(this.shell, cardShortCode);
      return onOrganisation(this.shell, metadata, 'AddSubscriptionCard', { personId, cardShortCode, cardId, sendEmail }, dependsOn);
    });
    const [event] = added.events;
    const card = cardIdIn(event);
    if (card) await followOnCard(this.shell, { type: 'AssignCard', data: { cardId: card, personId }, metadata });
    const welcome = card && event?.type === 'SubscriptionCardAdded' && event.data.sendEmail ? await this.messages.scheduleWelcome(personId, card, metadata) : null;
    await this.runtime.awaitProjections(latest(added.position, welcome));
  }
}
