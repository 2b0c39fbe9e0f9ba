import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateDemoAccountBody, DEMO_ACCOUNT_SUBSCRIPTIONS, type DemoAccountCreated, personBodySchema } from '@profyle/contracts';
import { type CardAllocationResult } from '@profyle/contracts';
import {
  CARD_ERROR_CODES,
  CARD_ERROR_MESSAGES,
  cardDecider,
  cardShortIdOf,
  cardStreamId,
  type CommandMetadata,
  DEFAULT_LAYOUT_ID,
  derivedDefaultLayout,
  DomainError,
  type LayoutSettings,
} from '@profyle/domain';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { AllocateCardsCommand } from '../../../cards/commands/allocate-cards/allocate-cards.command';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { latest } from '../../../../shared/organisation/organisation-command';
import { ReplaceLayoutCommand } from '../../../layouts/commands/replace-layout/replace-layout.command';
import type { LayoutCommandResult } from '../../../layouts/layout-command-runner';
import { AssignSubscriptionCommand } from '../../../people/commands/assign-subscription/assign-subscription.command';
import { SavePersonCommand, type SavePersonResult } from '../../../people/commands/save-person/save-person.command';
import { DemoInvites } from '../../services/demo-invites';
import { OrganisationOpening } from '../../services/organisation-opening';
import { CreateDemoAccountCommand } from './create-demo-account.command';

/** A demo's card was printed before it had an organisation: it carries the stock design. */
const DEMO_CARD_DESIGN = 'classic';

/** The demo's default layout: the derived one, in the prospect's five colours and with their logo. */
const brandedLayout = (body: CreateDemoAccountBody): LayoutSettings => {
  const layout = derivedDefaultLayout(body.organisation_name);
  return {
    ...layout,
    branding: {
      ...layout.branding,
      colors: {
        primary: body.primary_color,
        secondary: body.secondary_color,
        background: body.background_color,
        foreground: body.foreground_color,
        bottombar: body.bottombar_color,
      },
      logo_url: body.logo_url,
    },
  };
};

/**
 * A superadmin's demo: a 45-day trial of the chosen account type, opened under the id its name gives
 * (unique), whose default layout carries the prospect's colours and logo, with the contact as a person
 * holding a digital Profyle (their photo on it). Every record goes through the command the screens use.
 * When chosen, the contact's invitation to the portal is scheduled 15 minutes ahead (durably: a restart
 * neither loses nor repeats it), leaving the superadmin time to fill the demo first.
 */
@CommandHandler(CreateDemoAccountCommand)
export class CreateDemoAccountHandler implements ICommandHandler<CreateDemoAccountCommand, DemoAccountCreated> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(OrganisationOpening) private readonly opening: OrganisationOpening,
    @Inject(DemoInvites) private readonly invites: DemoInvites,
    @Inject(CommandShell) private readonly shell: CommandShell,
  ) {}

  /** The scanned card must be one no organisation holds yet: refused before anything is written. */
  private async checkCard(cardId: string): Promise<void> {
    const { state } = await this.shell.load(cardStreamId(cardId), cardDecider);
    const refuse = (code: string, msg: string, kind: 'not_found' | 'conflict') => new DomainError(code, msg, kind, [{ path: 'card_id', msg }]);
    if (state.status === 'absent') throw refuse(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
    if (state.status === 'lost') throw refuse(CARD_ERROR_CODES.lost, CARD_ERROR_MESSAGES.lost(state.shortId), 'conflict');
    if (state.status !== 'generated') throw refuse(CARD_ERROR_CODES.allocatedElsewhere, CARD_ERROR_MESSAGES.allocatedElsewhere(state.shortId), 'conflict');
  }

  async execute({ body, principal, origin }: CreateDemoAccountCommand): Promise<DemoAccountCreated> {
    // Checked before anything is written, so a person the schema refuses cannot leave half a demo.
    const profile = personBodySchema.parse({ first_name: body.first_name, last_name: body.last_name, position: body.position, email: body.email, photo_url: body.photo_url });
    const cardId = body.card_id || null;
    if (cardId) await this.checkCard(cardId);
    const opened = await this.opening.open(
      {
        name: body.organisation_name,
        isDemo: true,
        subscriptions: { type: body.account_type, purchased: DEMO_ACCOUNT_SUBSCRIPTIONS },
        websiteUrl: body.website_url,
      },
      commandMetadata(principal, principal.organisationId),
      body.organisation_id || undefined,
    );
    const { organisationId } = opened;
    const metadata: CommandMetadata = commandMetadata(principal, organisationId);
    // The layout reads the organisation's name from its read model.
    await this.runtime.awaitProjections(opened.position);

    await this.commands.execute<ReplaceLayoutCommand, LayoutCommandResult>(new ReplaceLayoutCommand(DEFAULT_LAYOUT_ID, brandedLayout(body), metadata));
    const person = await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, profile, metadata));
    // The demo's e-mail is the invitation below, not a welcome e-mail about the Profyle.
    if (cardId) {
      const [allocated] = await this.commands.execute<AllocateCardsCommand, CardAllocationResult[]>(new AllocateCardsCommand([cardId], true, DEMO_CARD_DESIGN, null, metadata));
      if (!allocated?.success) throw new DomainError('card.allocation_refused', allocated?.error ?? 'Error allocating NFC Card', 'conflict', [{ path: 'card_id', msg: allocated?.error ?? '' }]);
      await this.commands.execute(new AssignSubscriptionCommand(person.personId, 'nfc', cardShortIdOf(cardId), false, metadata));
    } else {
      await this.commands.execute(new AssignSubscriptionCommand(person.personId, 'digital', null, false, metadata));
    }
    const invited = body.send_invite ? await this.invites.schedule({ organisationId, email: body.email, origin }, metadata) : null;
    await this.runtime.awaitProjections(latest(person.position, invited));
    return { organisation_id: organisationId, card_id: cardId };
  }
}
