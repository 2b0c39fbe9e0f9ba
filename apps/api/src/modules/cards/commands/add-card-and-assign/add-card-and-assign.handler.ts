import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CardAddedAndAssigned, CardAllocationResult } from '@profyle/contracts';
import { assertOrganisationExists, cardShortIdOf, DomainError, ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES, organisationDecider, organisationStreamId } from '@profyle/domain';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { AddCardCommand } from '../../../people/commands/add-card/add-card.command';
import { AssignSubscriptionCommand } from '../../../people/commands/assign-subscription/assign-subscription.command';
import { loadPersonInOrganisation } from '../../../people/person-in-organisation';
import { onCard } from '../../card-streams';
import { AllocateCardsCommand } from '../allocate-cards/allocate-cards.command';
import { AddCardAndAssignCommand } from './add-card-and-assign.command';

/**
 * Fast allocation (spec 002): one scanned card straight to a person. Everything that would refuse is
 * checked first (the person, a card they already hold, the card itself by a dry run), then the card is
 * allocated to the organisation as any allocation is, and given to the person: added to their
 * subscription, or an NFC subscription assigned with it. Each step is the command the screens use.
 */
@CommandHandler(AddCardAndAssignCommand)
export class AddCardAndAssignHandler implements ICommandHandler<AddCardAndAssignCommand, CardAddedAndAssigned> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CommandShell) private readonly shell: CommandShell,
  ) {}

  async execute({ body, metadata }: AddCardAndAssignCommand): Promise<CardAddedAndAssigned> {
    const { personId, cardId, orderId, designId, sendEmail, demo } = body;
    const { state: organisation } = await this.shell.load(organisationStreamId(metadata.organisationId), organisationDecider);
    assertOrganisationExists(organisation);
    await loadPersonInOrganisation(this.shell, personId, metadata);
    const subscription = organisation.subscriptions.get(personId);
    if (subscription?.cardId) throw new DomainError(ORGANISATION_ERROR_CODES.hasCard, ORGANISATION_ERROR_MESSAGES.hasCard, 'rule');
    await this.shell.dryRun(onCard({ type: 'AllocateCard', data: { cardId, demo, design: null, orderId }, metadata }));

    const [allocated] = await this.commands.execute<AllocateCardsCommand, CardAllocationResult[]>(new AllocateCardsCommand([cardId], demo, designId, orderId, metadata));
    if (!allocated?.success) throw new DomainError('card.allocation_refused', allocated?.error ?? 'Error allocating NFC Card', 'conflict');
    const shortId = cardShortIdOf(cardId);
    if (subscription) await this.commands.execute(new AddCardCommand(personId, shortId, sendEmail, metadata));
    else await this.commands.execute(new AssignSubscriptionCommand(personId, 'nfc', shortId, sendEmail, metadata));
    return { card_id: cardId, short_id: shortId, person_id: personId };
  }
}
