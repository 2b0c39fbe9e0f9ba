import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type PersonDetail, personDetailSchema } from '@profyle/contracts';
import type { PersonDetailDoc } from '@profyle/projector';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { setEtag } from '../../../../shared/http/etag';
import { publicView } from '../../../../shared/read-model/read-model';
import { GetPersonQuery } from './get-person.query';

/** GET /v1/enterprise/{orgId}/people/{personId}: the person page, with the person's ETag. */
@Controller('v1/enterprise/:orgId/people')
export class GetPersonController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'A person', responses: { 200: personDetailSchema } })
  @Get(':personId')
  async get(@Param('orgId') orgId: string, @Param('personId') personId: string, @Res({ passthrough: true }) response: Response): Promise<PersonDetail> {
    const doc = await this.queries.execute<GetPersonQuery, PersonDetailDoc>(new GetPersonQuery(orgId, personId));
    setEtag(response, doc.revision);
    return publicView<PersonDetail>(doc, 'revision');
  }
}
