import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { cardIdForShortCode, cardIdIn, followOnCard } from '../../../cards/card-streams';
import { latest } from '../../../../shared/organisation/organisation-command';
import { PersonMessageWork } from '../../../person-messages/services/person-message-work';
import { loadPersonInOrganisation } from '../../person-in-organisation';
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
    await loadPersonInOrganisation(this.shell, personId, metadata, ifMatch);
    const cardId = await cardIdForShortCode(this.shell, cardShortCode);
    const added = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'AddSubscriptionCard', data: { personId, cardShortCode, cardId, sendEmail }, metadata },
    });
    const [event] = added.events;
    const card = cardIdIn(event);
    if (card) await followOnCard(this.shell, { type: 'AssignCard', data: { cardId: card, personId }, metadata });
    const welcome = card && event?.type === 'SubscriptionCardAdded' && event.data.sendEmail ? await this.messages.scheduleWelcome(personId, card, metadata) : null;
    await this.runtime.awaitProjections(latest(added.position, welcome));
  }
}
