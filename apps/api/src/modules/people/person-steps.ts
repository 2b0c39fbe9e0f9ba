import { Inject, Injectable } from '@nestjs/common';
import { type CommandMetadata, normaliseCardShortCode, personDecider, personStreamId, type SubscriptionType } from '@profyle/domain';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../shared/organisation/organisation-command';
import { cardIdForShortCode, cardIdIn, followOnCard, newCardId } from '../cards/card-streams';
import { PersonMessageWork } from '../person-messages/services/person-message-work';
import { withPersonInOrganisation } from './person-in-organisation';

/**
 * The changes to one person that both a single request and a bulk action make, each answering the
 * global position of its last append (the single request then waits for read models to include it; a
 * bulk batch waits once for all its rows).
 */
@Injectable()
export class PersonSteps {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(PersonMessageWork) private readonly messages: PersonMessageWork,
  ) {}

  /**
   * One append to the organisation stream, which owns the pools, so two admins can never overspend them
   * or give one card to two people. An nfc assignment names its card by short code: the card it names
   * is looked up first, and the card then records its person. The organisation decides whether the
   * welcome e-mail goes (never when it disabled welcome e-mails); it goes on the scheduler.
   */
  async assignSubscription(personId: string, type: SubscriptionType, cardShortCode: string | null, sendEmail: boolean, metadata: CommandMetadata, ifMatch?: number): Promise<number | null> {
    const assigned = await withPersonInOrganisation(this.shell, personId, metadata, ifMatch, async (dependsOn) => {
      const cardId = type === 'nfc' && cardShortCode !== null ? await cardIdForShortCode(this.shell, normaliseCardShortCode(cardShortCode)) : null;
      return onOrganisation(this.shell, metadata, 'AssignSubscription', { personId, type, cardShortCode, cardId, digitalId: newCardId(), sendEmail }, dependsOn);
    });
    const [event] = assigned.events;
    const card = cardIdIn(event);
    if (card) await followOnCard(this.shell, { type: 'AssignCard', data: { cardId: card, personId }, metadata });
    const welcome = event?.type === 'SubscriptionAssigned' && event.data.sendEmail ? await this.messages.scheduleWelcome(personId, event.data.digitalId ?? String(assigned.revision), metadata) : null;
    return latest(assigned.position, welcome);
  }

  /**
   * The subscription (and any card) back to the pool and the card free again. The person is told by
   * e-mail: the removal's reason decides it, and the subscription-ended consumer sends it from the log.
   */
  async removeSubscription(personId: string, metadata: CommandMetadata, ifMatch?: number): Promise<number | null> {
    const removed = await withPersonInOrganisation(this.shell, personId, metadata, ifMatch, (dependsOn) => onOrganisation(this.shell, metadata, 'RemoveSubscription', { personId }, dependsOn));
    const card = cardIdIn(removed.events[0]);
    if (card) await followOnCard(this.shell, { type: 'ReleaseCard', data: { cardId: card, personId, reason: 'subscription_removed' }, metadata });
    return removed.position;
  }

  /**
   * Deleting a person gives their subscription, card and e-mail back to the organisation first, then
   * deletes them. Both steps record nothing when already done, so a failed delete can simply be sent again.
   */
  async deletePerson(personId: string, metadata: CommandMetadata, ifMatch?: number): Promise<number | null> {
    const deletion = { streamId: personStreamId(personId), decider: personDecider, command: { type: 'DeletePerson', data: { personId }, metadata } as const, ifMatch };
    await this.shell.dryRun(deletion);
    const released = await onOrganisation(this.shell, metadata, 'ReleasePerson', { personId });
    for (const event of released.events) {
      const cardId = cardIdIn(event);
      if (cardId) await followOnCard(this.shell, { type: 'ReleaseCard', data: { cardId, personId, reason: 'person_deleted' }, metadata });
    }
    return (await this.shell.execute(deletion)).position;
  }
}
