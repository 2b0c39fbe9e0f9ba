import { randomHex } from '../../shared/random/random-pool';
import { Logger } from '@nestjs/common';
import {
  type CardCommand,
  cardDecider,
  cardShortIdDecider,
  cardShortIdStreamId,
  cardStreamId,
  DomainError,
  CARD_ERROR_CODES,
  CARD_ERROR_MESSAGES,
  isCardId,
  normaliseCardId,
  type OrganisationCommand,
  organisationDecider,
  type OrganisationEvent,
  organisationStreamId,
} from '@profyle/domain';
import type { CommandShell } from '../../shared/command-shell/command-shell';

const logger = new Logger('cards');

/** 16 bytes from the operating system's cryptographic source, as 32 upper-case hex characters: a card or digital Profyle id. */
export const newCardId = (): string => randomHex(16).toUpperCase();

/** The card a short code names, or null when no card has it (or the code is not six characters). */
export const cardIdForShortCode = async (shell: CommandShell, shortCode: string): Promise<string | null> => {
  if (!/^[0-9A-F]{6}$/.test(shortCode)) return null;
  return (await shell.load(cardShortIdStreamId(shortCode), cardShortIdDecider)).state.cardId;
};

/** A card id from a path: upper-cased; one that cannot be a card id is not found, as the spec words it. */
export const cardIdFromPath = (value: string): string => {
  const cardId = normaliseCardId(value);
  if (!isCardId(cardId)) throw new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
  return cardId;
};

/** A command on the card's own stream, for the shell to execute (or dry-run). */
export const onCard = (command: CardCommand) => ({ streamId: cardStreamId(command.data.cardId), decider: cardDecider, command });

/**
 * Records on the card what the organisation stream has already decided (who holds it). The
 * organisation's events are the truth every read model follows, so a card that cannot follow (it
 * would only be out of step after an earlier crash) is logged, never allowed to fail the request.
 */
export const followOnCard = async (shell: CommandShell, command: CardCommand): Promise<void> => {
  try {
    await shell.execute(onCard(command));
  } catch (error) {
    logger.warn(`card ${command.data.cardId} did not record ${command.type}: ${(error as Error).message}`);
  }
};

/** The card an organisation event of a person's subscription names (assigned, added or removed), if any. */
export const cardIdIn = (event: OrganisationEvent | undefined): string | null => {
  if (event === undefined) return null;
  switch (event.type) {
    case 'SubscriptionAssigned':
    case 'SubscriptionRemoved':
      return event.data.cardId ?? null;
    case 'SubscriptionCardAdded':
      return event.data.cardId;
    default:
      return null;
  }
};

/**
 * A card change the organisation's pool follows (reset, lost): the card's refusals come first (unknown,
 * another organisation's, lost, no person), then the organisation changes its pool, then the card
 * records the change. Answers the position of the card's event.
 */
export const changeCardAndPool = async (shell: CommandShell, cardCommand: CardCommand, poolCommand: OrganisationCommand): Promise<number | null> => {
  await shell.dryRun(onCard(cardCommand));
  await shell.execute({ streamId: organisationStreamId(poolCommand.metadata.organisationId), decider: organisationDecider, command: poolCommand });
  return (await shell.execute(onCard(cardCommand))).position;
};
