import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CARD_TRIAL_DAYS, personBodySchema, TRIAL_DAYS, TRIAL_MESSAGES, TRIAL_SUBSCRIPTIONS, type TrialBody, type TrialCreated, type TrialOffer } from '@profyle/contracts';
import {
  affiliateDecider,
  affiliateLinkRefusal,
  type AffiliateState,
  affiliateStreamId,
  cardDecider,
  type CardState,
  cardStreamId,
  type CommandMetadata,
  DEFAULT_LAYOUT_ID,
  derivedDefaultLayout,
  DomainError,
  IDENTITY_ERROR_CODES,
  IDENTITY_ERROR_MESSAGES,
  isCardId,
  normaliseCardId,
  organisationDecider,
  organisationStreamId,
  userDecider,
  userStreamId,
} from '@profyle/domain';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import type { Principal } from '../../../shared/auth/principal';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { latest } from '../../../shared/organisation/organisation-command';
import { AllocateCardsCommand } from '../../cards/commands/allocate-cards/allocate-cards.command';
import { OrganisationOpening } from '../../demo-accounts/services/organisation-opening';
import { ReplaceLayoutCommand } from '../../layouts/commands/replace-layout/replace-layout.command';
import { AssignSubscriptionCommand } from '../../people/commands/assign-subscription/assign-subscription.command';
import { SavePersonCommand, type SavePersonResult } from '../../people/commands/save-person/save-person.command';
import { TrialMails } from './trial-mails';

/** A card's stock design: the card a trial starts from was printed before it had an organisation. */
const TRIAL_CARD_DESIGN = 'classic';

const refuse = (path: string, msg: string, status = HttpStatus.BAD_REQUEST) => new HttpException({ errorMessage: msg, errors: [{ path, msg }] }, status);

/** What the card a sign-up started from allows: a card no organisation holds yet. */
const cardRefusal = (id: string, card: CardState): string | null => {
  if (card.status === 'absent') return TRIAL_MESSAGES.cardInvalid(id);
  if (card.status !== 'generated' || card.organisationId !== null) return TRIAL_MESSAGES.cardRegistered(id);
  return null;
};

/**
 * Creating the trial (spec 000 "Register", POST /v2/trials/): the registering user's organisation, opened
 * under the id its name gives as a trial of 45 days, 90 with a card, or the affiliate's terms; its first
 * admin (the user, its owner); the first person with a digital Profyle (or the card); the chosen colours
 * and theme on its default layout. Everything the request names is checked before anything is written:
 * the payload, the card, and the affiliate, whose use is taken first (on its own stream, once per user)
 * so two registrations racing for its last use cannot both win.
 */
@Injectable()
export class TrialRegistration {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(OrganisationOpening) private readonly opening: OrganisationOpening,
    @Inject(TrialMails) private readonly mails: TrialMails,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  /** GET /v2/trials/offer: what the registration page shows for an affiliate link and a card; the spec's refusals as 400. */
  async offer(affiliateId: string | null, cardIdInput: string | null): Promise<TrialOffer> {
    const card = cardIdInput ? await this.card(cardIdInput) : null;
    const affiliate = await this.affiliateOf(affiliateId, card);
    const details = affiliate?.details;
    return {
      trial_days: details?.trialDuration ?? (card ? CARD_TRIAL_DAYS : TRIAL_DAYS),
      subscriptions: details?.subscriptions ?? TRIAL_SUBSCRIPTIONS,
      discount: details?.discount ?? 0,
      affiliate: affiliate && details ? { id: affiliate.affiliateId, name: details.name, offer_text: details.offerText, hero_image: details.heroImage, logo_image: details.logoImage } : null,
      // A free card carries its colour (the page shows that phone); other cards show the product suite.
      card: card ? { id: card.cardId, colour: card.free?.colour ?? null } : null,
    };
  }

  async create(principal: Principal, body: TrialBody, origin: string): Promise<TrialCreated> {
    if (!principal.registering) throw new DomainError(IDENTITY_ERROR_CODES.notRegistering, IDENTITY_ERROR_MESSAGES.notRegistering, 'rule');
    if (body.auth_user_id !== principal.userId) throw refuse('auth_user_id', TRIAL_MESSAGES.notYourRegistration, HttpStatus.FORBIDDEN);
    if (body.email !== principal.email) throw refuse('email', TRIAL_MESSAGES.notYourRegistration, HttpStatus.FORBIDDEN);
    // The person is checked as the people API checks one, before anything is written.
    const profile = personBodySchema.parse({
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      position: body.position,
      mobile: body.mobile,
      linked_in: body.linked_in,
      calendar_url: body.calendar_url,
      photo_url: body.photo_url,
    });
    const card = body.card_id ? await this.card(body.card_id) : null;
    const affiliate = await this.affiliateOf(body.affiliate_id || null, card);

    const base = this.metadata(principal, '');
    if (affiliate) {
      await this.shell.execute({ streamId: affiliateStreamId(affiliate.affiliateId), decider: affiliateDecider, command: { type: 'ClaimAffiliateUse', data: { affiliateId: affiliate.affiliateId, userId: principal.userId }, metadata: base } });
    }
    const terms = affiliate?.details;
    const opened = await this.opening.open(
      {
        name: body.organisation_name,
        isDemo: terms?.trial ?? true,
        trialDays: terms?.trialDuration ?? (card ? CARD_TRIAL_DAYS : TRIAL_DAYS),
        subscriptions: { purchased: terms?.subscriptions ?? TRIAL_SUBSCRIPTIONS },
        orgSize: body.organisation_size,
        websiteUrl: body.website_url || null,
        affiliate: affiliate && terms ? { id: affiliate.affiliateId, discount: terms.discount } : null,
      },
      base,
    );
    const { organisationId } = opened;
    const metadata = this.metadata(principal, organisationId, base.correlationId);
    // The layout reads the organisation's name from its read model.
    await this.runtime.awaitProjections(opened.position);

    const layout = derivedDefaultLayout(body.organisation_name);
    await this.commands.execute(
      new ReplaceLayoutCommand(DEFAULT_LAYOUT_ID, { ...layout, template: body.theme, branding: { ...layout.branding, colors: { ...layout.branding.colors, primary: body.primary_color, secondary: body.secondary_color, bottombar: body.primary_color }, logo_url: body.logo_url } }, metadata),
    );
    const person = await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, profile, metadata));
    if (card) {
      await this.commands.execute(new AllocateCardsCommand([card.cardId], false, TRIAL_CARD_DESIGN, null, metadata));
      await this.commands.execute(new AssignSubscriptionCommand(person.personId, 'nfc', card.shortId, body.send_digital, metadata));
    } else {
      await this.commands.execute(new AssignSubscriptionCommand(person.personId, 'digital', null, body.send_digital, metadata));
    }
    const { state: organisation } = await this.shell.load(organisationStreamId(organisationId), organisationDecider);
    const subscription = organisation.subscriptions.get(person.personId);
    const profyleId = card?.cardId ?? subscription?.digitalId;
    if (!profyleId) throw new DomainError('trial.no_profyle', TRIAL_MESSAGES.noProfyle, 'rule');

    const completed = await this.shell.execute({
      streamId: userStreamId(principal.userId),
      decider: userDecider,
      command: { type: 'CompleteRegistration', data: { userId: principal.userId, organisationId, name: `${body.first_name} ${body.last_name}`.trim(), picture: body.photo_url }, metadata },
    });
    await this.runtime.awaitProjections(latest(person.position, completed.position));
    if (body.send_invite) await this.mails.trialWelcome(principal.email, body.first_name, body.organisation_name, `${origin}/portal/dashboard`);
    return { organisation_id: organisationId, digital_id: profyleId };
  }

  /** The registering user acts inside their new organisation as themselves (not as support). */
  private metadata(principal: Principal, organisationId: string, correlationId?: string): CommandMetadata {
    return { organisationId, actor: { userId: principal.userId, email: principal.email }, correlationId: correlationId ?? randomUUID(), now: new Date().toISOString() };
  }

  private async card(input: string): Promise<CardState> {
    const id = normaliseCardId(input);
    const shown = input.trim().slice(0, 64);
    if (!isCardId(id)) throw refuse('card_id', TRIAL_MESSAGES.cardInvalid(shown));
    const { state } = await this.shell.load(cardStreamId(id), cardDecider);
    const refusal = cardRefusal(shown, state);
    if (refusal) throw refuse('card_id', refusal);
    return state;
  }

  /**
   * The affiliate whose terms apply: the link's (refused in the spec's words when it cannot be used), else
   * the one a free card was generated for (POST /v2/cards with affiliate_id), when its terms still apply:
   * a card's affiliate that ran out is no reason to refuse a registration nobody linked to it.
   */
  /**
   * The affiliate whose terms apply: the one the link names (refused when its terms no longer apply), else
   * the one a free card was generated for, as long as its terms still apply (otherwise the card's own).
   */
  private async affiliateOf(linked: string | null, card: CardState | null): Promise<AffiliateState | null> {
    if (linked) {
      const { state, refusal } = await this.affiliate(linked);
      if (refusal) throw refuse('affiliate_id', refusal);
      return state;
    }
    const carried = card?.free?.affiliateId;
    if (!carried) return null;
    const { state, refusal } = await this.affiliate(carried);
    return refusal ? null : state;
  }

  /** An affiliate and why its link would be refused now (null when its terms apply). */
  private async affiliate(id: string): Promise<{ state: AffiliateState; refusal: string | null }> {
    const { state } = await this.shell.load(affiliateStreamId(id), affiliateDecider);
    const usage = state.exists ? { uses: state.uses, maxUses: state.details.maxUses, expiresAt: state.details.expiresAt, archived: state.archived } : null;
    return { state, refusal: affiliateLinkRefusal(id.slice(0, 40), usage, new Date().toISOString()) };
  }
}
