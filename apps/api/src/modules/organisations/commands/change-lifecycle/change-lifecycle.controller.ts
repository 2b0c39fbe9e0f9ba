import { Body, Controller, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { closeAfterBodySchema, type OrganisationView, organisationViewSchema, partnerStatusBodySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

import type { CommandMetadata, OrganisationLifecycleCommand } from '@profyle/domain';
import type { OrganisationDoc } from '@profyle/projector';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { publicView } from '../../../../shared/read-model/read-model';
import { GetOrganisationQuery } from '../../queries/get-organisation/get-organisation.query';
import { ChangeLifecycleCommand } from './change-lifecycle.command';

/**
 * The superadmin's lifecycle tools (spec 000 sections 6 and 7): POST close-account, reopen-account,
 * extend-demo (45 days), upgrade-to-live (empty bodies); PUT close-after {close_after} and partner
 * {is_partner}. Each answers 200 with the organisation as it is now.
 */
@Controller('v1/enterprise/:orgId')
@SuperadminOnly()
export class ChangeLifecycleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ summary: 'Superadmin: close the organisation (its data kept 90 days)', responses: { 200: organisationViewSchema } })
  @Post('close-account')
  @HttpCode(HttpStatus.OK)
  close(@Param('orgId') orgId: string, @CommandMeta() meta: CommandMetadata) {
    return this.change(orgId, { type: 'CloseOrganisation', data: {} }, meta);
  }

  @ApiContract({ summary: 'Superadmin: reopen a closed organisation', responses: { 200: organisationViewSchema } })
  @Post('reopen-account')
  @HttpCode(HttpStatus.OK)
  reopen(@Param('orgId') orgId: string, @CommandMeta() meta: CommandMetadata) {
    return this.change(orgId, { type: 'ReopenOrganisation', data: {} }, meta);
  }

  @ApiContract({ summary: 'Superadmin: extend the trial by 45 days, reactivating it', responses: { 200: organisationViewSchema } })
  @Post('extend-demo')
  @HttpCode(HttpStatus.OK)
  extend(@Param('orgId') orgId: string, @CommandMeta() meta: CommandMetadata) {
    return this.change(orgId, { type: 'ExtendTrial', data: {} }, meta);
  }

  @ApiContract({ summary: 'Superadmin: turn the trial into a customer account', responses: { 200: organisationViewSchema } })
  @Post('upgrade-to-live')
  @HttpCode(HttpStatus.OK)
  upgrade(@Param('orgId') orgId: string, @CommandMeta() meta: CommandMetadata) {
    return this.change(orgId, { type: 'UpgradeToLive', data: {} }, meta);
  }

  @ApiContract({ summary: 'Superadmin: the date a non-renewing account closes, or null', body: closeAfterBodySchema, responses: { 200: organisationViewSchema } })
  @Put('close-after')
  setCloseAfter(@Param('orgId') orgId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { close_after } = validInput(closeAfterBodySchema, body);
    return this.change(orgId, { type: 'SetCloseAfter', data: { closeAfter: close_after } }, meta);
  }

  @ApiContract({ summary: 'Superadmin: mark the organisation as a partner, or no longer', body: partnerStatusBodySchema, responses: { 200: organisationViewSchema } })
  @Put('partner')
  setPartner(@Param('orgId') orgId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { is_partner } = validInput(partnerStatusBodySchema, body);
    return this.change(orgId, { type: 'ChangePartnerStatus', data: { isPartner: is_partner } }, meta);
  }

  private async change(orgId: string, change: Pick<OrganisationLifecycleCommand, 'type' | 'data'>, meta: CommandMetadata): Promise<OrganisationView> {
    await this.commands.execute(new ChangeLifecycleCommand(change, meta));
    const doc = await this.queries.execute<GetOrganisationQuery, OrganisationDoc>(new GetOrganisationQuery(orgId));
    return publicView<OrganisationView>(doc, 'revision');
  }
}
