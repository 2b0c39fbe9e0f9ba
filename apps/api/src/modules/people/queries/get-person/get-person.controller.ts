import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type PersonDetail, personDetailSchema } from '@profyle/contracts';
import type { PersonDetailDoc } from '@profyle/projector';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { setEtag } from '../../../../shared/http/etag';
import { publicView } from '../../../../shared/read-model/read-model';
import { ProfyleLinks } from '../../../person-messages/services/profyle-links';
import { GetPersonQuery } from './get-person.query';

/** GET /v1/enterprise/{orgId}/people/{personId}: the person page, with the person's ETag. */
@Controller('v1/enterprise/:orgId/people')
export class GetPersonController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(ProfyleLinks) private readonly links: ProfyleLinks,
  ) {}

  @ApiContract({ summary: 'A person', responses: { 200: personDetailSchema } })
  @Get(':personId')
  async get(@Param('orgId') orgId: string, @Param('personId') personId: string, @Res({ passthrough: true }) response: Response): Promise<PersonDetail> {
    const doc = await this.queries.execute<GetPersonQuery, PersonDetailDoc>(new GetPersonQuery(orgId, personId));
    setEtag(response, doc.revision);
    const digitalId = doc.subscription?.digital_id ?? null;
    return {
      ...publicView<Omit<PersonDetail, 'public_url' | 'push_status'>>(doc, 'revision', 'push_token_set'),
      public_url: digitalId ? this.links.profyleUrl(digitalId) : null,
      push_status: digitalId && doc.push_token_set ? 'ACTIVE' : 'UNAVAILABLE',
    };
  }
}
