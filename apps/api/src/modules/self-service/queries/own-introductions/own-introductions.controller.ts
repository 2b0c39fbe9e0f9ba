import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type OwnIntroductions, ownIntroductionsSchema } from '@profyle/contracts';
import { DomainError, SELF_SERVICE_ERROR_CODES, SELF_SERVICE_ERROR_MESSAGES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { contactsProjection } from '@profyle/projector';
import { CardholderAllowed, cardholderOf } from '../../../../shared/auth/cardholder';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { readModel } from '../../../../shared/read-model/read-model';
import { ProfyleOwners } from '../../../person-messages/services/profyle-owners';

/** The introductions shown: the newest this many. */
export const OWN_INTRODUCTIONS_LIMIT = 200;

/**
 * GET /v1/enterprise/{orgId}/people/{personId}/self-service/introductions: the introductions the
 * cardholder's Profyle captured, newest first, only while their organisation gives visitors' details to
 * cardholders (visitor access). They come from the contacts read model (the contacts context).
 */
@Controller('v1/enterprise/:orgId/people/:personId/self-service/introductions')
export class OwnIntroductionsController {
  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @ApiContract({ summary: 'The cardholder’s own introductions (cardholder, with visitor access)', responses: { 200: ownIntroductionsSchema } })
  @CardholderAllowed()
  @Get()
  async list(@Param('orgId') orgId: string, @Param('personId') personId: string, @Req() request: Request): Promise<OwnIntroductions> {
    if (!cardholderOf(request)) throw new DomainError('self_service.not_cardholder', 'Access Denied', 'forbidden');
    const { organisation } = await this.owners.byPerson(orgId, personId);
    if (!organisation?.features.exchange.visitorAccess) throw new DomainError(SELF_SERVICE_ERROR_CODES.noVisitorAccess, SELF_SERVICE_ERROR_MESSAGES.noVisitorAccess, 'forbidden');
    const contacts = await readModel(this.store, contactsProjection).find({ organisation_id: orgId, ownerId: personId }, { sort: [['created_at', -1]], limit: OWN_INTRODUCTIONS_LIMIT });
    return {
      data: contacts.map(({ id, name, company, position, email, phone, note, status, created_at }) => ({ id, name, company, position, email, phone, note, status, created_at })),
    };
  }
}
