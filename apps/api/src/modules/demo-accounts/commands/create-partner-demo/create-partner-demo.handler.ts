import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LIFECYCLE_MESSAGES, type PartnerDemoCreated } from '@profyle/contracts';
import { organisationDecider, organisationStreamId, userDecider, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { canActOn } from '../../../../shared/auth/principal';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest } from '../../../../shared/organisation/organisation-command';
import { OrganisationOpening } from '../../services/organisation-opening';
import { CreatePartnerDemoCommand } from './create-partner-demo.command';

const denied = (errorMessage = 'Access Denied') => new HttpException({ errorMessage, errors: [] }, HttpStatus.FORBIDDEN);

/**
 * The partner's demo: a 45-day trial tied to the partner (partnerId), sized and stocked with the
 * prospect's annual subscriptions. Its creator (a partner admin) is given access to it, so it appears in
 * their account switcher; superadmins reach every organisation already.
 */
@CommandHandler(CreatePartnerDemoCommand)
export class CreatePartnerDemoHandler implements ICommandHandler<CreatePartnerDemoCommand, PartnerDemoCreated> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(OrganisationOpening) private readonly opening: OrganisationOpening,
  ) {}

  async execute({ body, principal }: CreatePartnerDemoCommand): Promise<PartnerDemoCreated> {
    const partnerId = body.partner_id;
    if (!canActOn(principal, partnerId)) throw denied();
    const { state: partner } = await this.shell.load(organisationStreamId(partnerId), organisationDecider);
    if (!partner.exists || !partner.isPartner) throw denied();
    if (partner.closed !== null && !principal.superadmin) throw denied(LIFECYCLE_MESSAGES.closed);

    const metadata = commandMetadata(principal, partnerId);
    const size = body.organisation_size;
    const { organisationId, position } = await this.opening.open(
      { name: body.organisation_name, isDemo: true, partnerId, orgSize: size, subscriptions: { purchased: size }, websiteUrl: body.website_url },
      metadata,
    );
    let granted: number | null = null;
    if (!principal.superadmin) {
      const access = await this.shell.execute({
        streamId: userStreamId(principal.userId),
        decider: userDecider,
        command: { type: 'GrantOrganisationAccess', data: { userId: principal.userId, organisationId, reason: 'created_demo' }, metadata: { ...metadata, organisationId } },
      });
      granted = access.position;
    }
    await this.runtime.awaitProjections(latest(position, granted));
    return { organisation_id: organisationId };
  }
}
