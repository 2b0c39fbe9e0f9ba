import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type OrganisationView, organisationViewSchema } from '@profyle/contracts';
import type { OrganisationDoc } from '@profyle/projector';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { setEtag } from '../../../../shared/http/etag';
import { publicView } from '../../../../shared/read-model/read-model';
import { GetOrganisationQuery } from './get-organisation.query';

/** GET /v1/enterprise/{orgId}: the organisation with its subscription and NFC card pools. */
@Controller('v1/enterprise')
export class GetOrganisationController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The organisation with its pools', responses: { 200: organisationViewSchema } })
  @Get(':orgId')
  async get(@Param('orgId') orgId: string, @Res({ passthrough: true }) response: Response): Promise<OrganisationView> {
    const doc = await this.queries.execute<GetOrganisationQuery, OrganisationDoc>(new GetOrganisationQuery(orgId));
    setEtag(response, doc.revision);
    // Documents written before custom themes existed have none.
    return publicView<OrganisationView>({ ...doc, themes: doc.themes ?? [] }, 'revision');
  }
}
