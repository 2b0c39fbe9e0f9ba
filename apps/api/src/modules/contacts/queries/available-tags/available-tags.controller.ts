import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { AvailableTags } from '@profyle/contracts';
import { ContactsReader } from '../../contacts-reader';

/** GET /v2/org/{orgId}/available-tags: the tags the organisation's contacts carry, alphabetically. */
@Controller('v2/org/:orgId')
export class AvailableTagsController {
  constructor(@Inject(ContactsReader) private readonly contacts: ContactsReader) {}

  @Get('available-tags')
  async tags(@Param('orgId') orgId: string): Promise<AvailableTags> {
    return { tags: await this.contacts.tagsInUse(orgId) };
  }
}
