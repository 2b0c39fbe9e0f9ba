import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normaliseCardShortCode, organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { cardIdForShortCode, cardIdIn, followOnCard, newCardId } from '../../../cards/card-streams';
import { latest } from '../../../../shared/organisation/organisation-command';
import { PersonMessageWork } from '../../../person-messages/services/person-message-work';
import { loadPersonInOrganisation } from '../../person-in-organisation';
import { AssignSubscriptionCommand } from './assign-subscription.command';

/**
 * One append to the organisation stream, which owns the pools, so two admins can never overspend them
 * or give one card to two people. An nfc assignment names its card by short code: the card it names is
 * looked up first, and the card then records its person.
 */
@CommandHandler(AssignSubscriptionCommand)
export class AssignSubscriptionHandler implements ICommandHandler<AssignSubscriptionCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PersonMessageWork) private readonly messages: PersonMessageWork,
  ) {}

  async execute({ personId, type, cardShortCode, sendEmail, metadata, ifMatch }: AssignSubscriptionCommand): Promise<void> {
    await loadPersonInOrganisation(this.shell, personId, metadata, ifMatch);
    const cardId = type === 'nfc' && cardShortCode !== null ? await cardIdForShortCode(this.shell, normaliseCardShortCode(cardShortCode)) : null;
    const assigned = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'AssignSubscription', data: { personId, type, cardShortCode, cardId, digitalId: newCardId(), sendEmail }, metadata },
    });
    const [event] = assigned.events;
    const card = cardIdIn(event);
    if (card) await followOnCard(this.shell, { type: 'AssignCard', data: { cardId: card, personId }, metadata });
    // The organisation decided whether the welcome e-mail goes (never when it disabled welcome e-mails).
    const welcome = event?.type === 'SubscriptionAssigned' && event.data.sendEmail ? await this.messages.scheduleWelcome(personId, event.data.digitalId ?? String(assigned.revision), metadata) : null;
    await this.runtime.awaitProjections(latest(assigned.position, welcome));
  }
}
