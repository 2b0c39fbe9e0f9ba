import { Body, Controller, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { createOrganisationBodySchema, organisationCreatedSchema, organisationIdFromName } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { setEtag } from '../../../../shared/http/etag';
import { validInput } from '../../../../shared/http/valid-input';
import { CreateOrganisationCommand } from './create-organisation.command';

/** POST /v1/enterprise (superadmin): 201 with organisation_id. */
@Controller('v1/enterprise')
export class CreateOrganisationController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: open an organisation', body: createOrganisationBodySchema, responses: { 201: organisationCreatedSchema } })
  @Post()
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) response: Response) {
    const input = validInput(createOrganisationBodySchema, body);
    const organisationId = input.organisation_id ?? organisationIdFromName(input.name);
    const command = new CreateOrganisationCommand(
      {
        organisationId,
        name: input.name,
        isDemo: input.is_demo,
        isPartner: input.is_partner,
        subscriptions: { purchased: input.subscriptions },
        nfcCards: { purchased: input.nfc_cards },
        supportEmail: input.support_email ?? null,
        features: { disableWelcomeEmail: input.disable_welcome_email },
        orgSize: input.org_size,
        websiteUrl: input.website_url ?? null,
        ...(input.trial_duration ? { trialDays: input.trial_duration } : {}),
      },
      commandMetadata(principal, organisationId),
    );
    setEtag(response, await this.commands.execute(command));
    return { organisation_id: organisationId };
  }
}
