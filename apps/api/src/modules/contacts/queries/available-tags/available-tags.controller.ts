import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { AvailableTags } from '@profyle/contracts';
import { ContactsReader } from '../../contacts-reader';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { availableTagsSchema } from '@profyle/contracts';

/** GET /v2/org/{orgId}/available-tags: the tags the organisation's contacts carry, alphabetically. */
@Controller('v2/org/:orgId')
export class AvailableTagsController {
  constructor(@Inject(ContactsReader) private readonly contacts: ContactsReader) {}

  @ApiContract({ summary: "The tags the organisation's contacts carry", responses: { 200: availableTagsSchema } })
  @Get('available-tags')
  async tags(@Param('orgId') orgId: string): Promise<AvailableTags> {
    return { tags: await this.contacts.tagsInUse(orgId) };
  }
}
