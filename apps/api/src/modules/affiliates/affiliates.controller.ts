import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query } from '@nestjs/common';
import {
  type AffiliateOffer,
  type AffiliatesPage,
  type AffiliateView,
  affiliateBodySchema,
  affiliateCreatedSchema,
  affiliateOfferSchema,
  affiliatesListQuerySchema,
  affiliatesPageSchema,
  affiliateViewSchema,
  createAffiliateBodySchema,
} from '@profyle/contracts';
import { ApiContract } from '../../shared/openapi/api-contract';

import { AFFILIATE_ERROR_CODES, AFFILIATE_ERROR_MESSAGES, AFFILIATE_LINK_MESSAGES, type AffiliateCommand, affiliateDecider, affiliateIdFromName, affiliateStreamId, DomainError } from '@profyle/domain';
import { type Filter, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type AffiliateDoc, affiliatesProjection } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { Public, SuperadminOnly } from '../../shared/auth/auth.guard';
import type { Principal } from '../../shared/auth/principal';
import { CurrentPrincipal } from '../../shared/auth/current-principal.decorator';
import { commandMetadata } from '../../shared/command-shell/command-metadata';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { validInput } from '../../shared/http/valid-input';
import { nameOrIdSearch, pageByCursor, readModel } from '../../shared/read-model/read-model';
import { affiliateOffer, affiliateView } from './affiliate-view';

const notFound = () => new DomainError(AFFILIATE_ERROR_CODES.notFound, AFFILIATE_ERROR_MESSAGES.notFound, 'not_found');

/**
 * Affiliates (superadmin): the list (cursor pages by name, archived ones on request), one, create (201
 * {id}), replace, archive and unarchive. The registration page reads an affiliate's offer (public).
 * Affiliates belong to no organisation: their commands are recorded with the superadmin's own.
 */
@Controller('v1/affiliates')
export class AffiliatesController {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: the affiliates by name (cursor pages, archived ones on request)', query: affiliatesListQuerySchema, responses: { 200: affiliatesPageSchema } })
  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<AffiliatesPage> {
    const params = validInput(affiliatesListQuerySchema, query);
    const and: Filter[] = params.include_archived ? [] : [{ archived: false }];
    if (params.search) and.push(nameOrIdSearch(params.search));
    const filter = and.length ? { $and: and } : {};
    const affiliates = this.affiliates();
    const now = new Date().toISOString();
    const [page, total] = await Promise.all([pageByCursor(affiliates, { filter, sort: [['sort_name', 1]], limit: params.page_size, after: params.after }), affiliates.count(filter)]);
    return { data: page.data.map((doc) => affiliateView(doc, now)), total, next: page.next ?? null };
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: one affiliate', responses: { 200: affiliateViewSchema } })
  @Get(':affiliateId')
  async get(@Param('affiliateId') id: string): Promise<AffiliateView> {
    return affiliateView(await this.doc(id), new Date().toISOString());
  }

  @Public()
  @ApiContract({ summary: 'The offer a registration link /register?aff={id} carries, and why it does not apply', responses: { 200: affiliateOfferSchema } })
  @Get(':affiliateId/offer')
  async offer(@Param('affiliateId') id: string): Promise<AffiliateOffer> {
    const doc = await this.affiliates().get(id);
    if (!doc) throw new DomainError(AFFILIATE_ERROR_CODES.notFound, AFFILIATE_LINK_MESSAGES.unknown(id.slice(0, 40)), 'not_found');
    return affiliateOffer(doc, new Date().toISOString());
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: create an affiliate (defaults: trial 45 days, 3 subscriptions, discount 0, unlimited uses)', body: createAffiliateBodySchema, responses: { 201: affiliateCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<{ id: string }> {
    const { id, details } = validInput(createAffiliateBodySchema, body);
    const affiliateId = id ?? affiliateIdFromName(details.name);
    await this.run(affiliateId, { type: 'CreateAffiliate', data: { affiliateId, details }, metadata: commandMetadata(principal, principal.organisationId) });
    return { id: affiliateId };
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: replace the details of an affiliate', body: affiliateBodySchema, responses: { 200: affiliateViewSchema } })
  @Put(':affiliateId')
  async update(@Param('affiliateId') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<AffiliateView> {
    const details = validInput(affiliateBodySchema, body);
    await this.run(id, { type: 'ChangeAffiliate', data: { affiliateId: id, details }, metadata: commandMetadata(principal, principal.organisationId) });
    return this.get(id);
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: archive an affiliate (its link no longer applies)', responses: { 200: affiliateViewSchema } })
  @Post(':affiliateId/archive')
  @HttpCode(HttpStatus.OK)
  archive(@Param('affiliateId') id: string, @CurrentPrincipal() principal: Principal): Promise<AffiliateView> {
    return this.setArchived(id, true, principal);
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: restore an archived affiliate', responses: { 200: affiliateViewSchema } })
  @Post(':affiliateId/unarchive')
  @HttpCode(HttpStatus.OK)
  unarchive(@Param('affiliateId') id: string, @CurrentPrincipal() principal: Principal): Promise<AffiliateView> {
    return this.setArchived(id, false, principal);
  }

  private async setArchived(id: string, archived: boolean, principal: Principal): Promise<AffiliateView> {
    await this.run(id, { type: 'ArchiveAffiliate', data: { affiliateId: id, archived }, metadata: commandMetadata(principal, principal.organisationId) });
    return this.get(id);
  }

  private affiliates() {
    return readModel(this.store, affiliatesProjection);
  }

  private async doc(id: string): Promise<AffiliateDoc> {
    const doc = await this.affiliates().get(id);
    if (!doc) throw notFound();
    return doc;
  }

  private async run(id: string, command: AffiliateCommand): Promise<void> {
    const saved = await this.shell.execute({ streamId: affiliateStreamId(id), decider: affiliateDecider, command });
    await this.runtime.awaitProjections(saved.position);
  }
}
