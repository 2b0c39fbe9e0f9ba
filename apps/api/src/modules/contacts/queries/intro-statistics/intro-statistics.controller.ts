import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { IntroStatistics } from '@profyle/contracts';
import { ContactsReader } from '../../contacts-reader';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { introStatisticsSchema } from '@profyle/contracts';

/** GET /v2/org/{orgId}/people/{personId}/intro-statistics: count, months (YYYY-MM, the organisation's time zone) and countries. */
@Controller('v2/org/:orgId/people/:personId')
export class IntroStatisticsController {
  constructor(@Inject(ContactsReader) private readonly contacts: ContactsReader) {}

  @ApiContract({ summary: "A person's introduction statistics: count, months, countries", responses: { 200: introStatisticsSchema } })
  @Get('intro-statistics')
  statistics(@Param('orgId') orgId: string, @Param('personId') personId: string): Promise<IntroStatistics> {
    return this.contacts.statistics(orgId, personId.slice(0, 100));
  }
}
