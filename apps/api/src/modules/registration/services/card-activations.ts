import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CARD_ACTIVATION_LINK_HOURS, type CardActivationSent, type CardActivationVerified } from '@profyle/contracts';
import {
  type ActivationCandidate,
  CARD_ACTIVATION_ERROR_CODES,
  CARD_ACTIVATION_ERROR_MESSAGES,
  cardActivationDecider,
  cardActivationStreamId,
  cardDecider,
  cardStreamId,
  DomainError,
  isCardId,
  normaliseCardId,
  normaliseEmail,
  organisationDecider,
  organisationStreamId,
  personDecider,
  personStreamId,
} from '@profyle/domain';
import { MAILER, type Mailer } from '@profyle/infrastructure';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { hashSecretToken } from '../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { SignInLimits } from '../../identity/services/sign-in-limits';
import { AddCardCommand } from '../../people/commands/add-card/add-card.command';
import { PersonSteps } from '../../people/person-steps';
import { visitorMetadata } from './profile-verification';
import { letter, maskEmail, sendLetter } from './registration-mails';

/**
 * Card activation (spec 000, spec 002 "Card activation and demo"): the address typed on /activate/{cardId}
 * gets a link; the link makes the card open that address's Profyle (the holder's own, or the
 * organisation's person with that address, who then holds the card: added to their subscription, or an
 * NFC subscription with it) and answers the card's id, whose public page the preview shows.
 */
@Injectable()
export class CardActivations {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PersonSteps) private readonly steps: PersonSteps,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async request(cardIdInput: string, emailInput: string, origin: string, ip: string): Promise<CardActivationSent> {
    const cardId = normaliseCardId(cardIdInput);
    if (!isCardId(cardId)) throw new DomainError(CARD_ACTIVATION_ERROR_CODES.notFound, CARD_ACTIVATION_ERROR_MESSAGES.notFound, 'not_found');
    const email = normaliseEmail(emailInput);
    const candidate = await this.candidate(cardId, email);
    const secret = randomBytes(32).toString('base64url');
    const metadata = visitorMetadata(candidate.card.organisationId ?? '', cardId, email);
    const requesting = {
      streamId: cardActivationStreamId(cardId),
      decider: cardActivationDecider,
      command: { type: 'RequestCardActivation' as const, data: { candidate, email, tokenHash: hashSecretToken(secret), lifetimeSeconds: CARD_ACTIVATION_LINK_HOURS * 3600 }, metadata },
    };
    // A refused address is answered before it counts against the address's link limit.
    await this.shell.dryRun(requesting);
    await this.limits.beforeMail(email, ip, 'card-activation');
    const requested = await this.shell.execute(requesting);
    const link = `${origin}/activate/${cardId}/verify/${secret}`;
    await sendLetter(
      this.mailer,
      letter(email, `Activate your Profyle card ${candidate.card.shortId}`, ['Use the button below to activate your NFC card. Once it is active, a tap of the card opens your Profyle.', `The link works for ${CARD_ACTIVATION_LINK_HOURS} hours. If you did not ask for it, ignore this e-mail.`], {
        label: 'Activate my card',
        href: link,
      }),
    );
    await this.runtime.awaitProjections(requested.position);
    return { success: true, email: maskEmail(email) };
  }

  async verify(cardIdInput: string, token: string): Promise<CardActivationVerified> {
    const cardId = normaliseCardId(cardIdInput);
    const activation = { streamId: cardActivationStreamId(cardId), decider: cardActivationDecider };
    const decided = await this.shell.dryRun({ ...activation, command: { type: 'ActivateCard', data: { tokenHash: hashSecretToken(token) }, metadata: visitorMetadata('', cardId) } });
    const request = decided.state.request;
    if (decided.events.length === 0 || request === null) return { profyleId: cardId };
    const metadata = visitorMetadata(decided.state.organisationId, cardId, request.email);
    await this.giveCard(cardId, request.personId, metadata);
    const activated = await this.shell.execute({ ...activation, command: { type: 'ActivateCard', data: { tokenHash: hashSecretToken(token) }, metadata } });
    await this.runtime.awaitProjections(activated.position);
    return { profyleId: cardId };
  }

  /** The card and the address, as the activation decides on them. */
  private async candidate(cardId: string, email: string): Promise<ActivationCandidate> {
    const { state: card } = await this.shell.load(cardStreamId(cardId), cardDecider);
    const { state: organisation } = card.organisationId ? await this.shell.load(organisationStreamId(card.organisationId), organisationDecider) : { state: null };
    const holderEmail = card.personId ? (await this.shell.load(personStreamId(card.personId), personDecider)).state.profile.email : null;
    return { card, holderEmail, personWithEmail: card.personId === null ? (organisation?.emails.get(email) ?? null) : null, organisationName: organisation?.name ?? '' };
  }

  /** The card opens the person: already, or added to their subscription, or an NFC subscription with it. */
  private async giveCard(cardId: string, personId: string, metadata: ReturnType<typeof visitorMetadata>): Promise<void> {
    const { state: card } = await this.shell.load(cardStreamId(cardId), cardDecider);
    if (card.personId === personId) return;
    if (card.personId !== null) throw new DomainError(CARD_ACTIVATION_ERROR_CODES.otherHolder, CARD_ACTIVATION_ERROR_MESSAGES.otherHolder(card.shortId), 'conflict');
    const { state: organisation } = await this.shell.load(organisationStreamId(metadata.organisationId), organisationDecider);
    if (organisation.subscriptions.has(personId)) await this.commands.execute(new AddCardCommand(personId, card.shortId, true, metadata));
    else await this.runtime.awaitProjections(await this.steps.assignSubscription(personId, 'nfc', card.shortId, true, metadata));
  }
}
