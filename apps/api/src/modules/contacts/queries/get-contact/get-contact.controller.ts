import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ContactDetailView } from '@profyle/contracts';
import { contactPath } from '../../contact-path';
import { ContactsReader } from '../../contacts-reader';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { contactDetailViewSchema } from '@profyle/contracts';

/** GET /v2/org/{orgId}/people/{ownerId}/intros/{introId}: the contact detail, with its events' names; 404 'Introduction not found' outside the organisation or owner. */
@Controller('v2/org/:orgId/people/:ownerId/intros')
export class GetContactController {
  constructor(@Inject(ContactsReader) private readonly contacts: ContactsReader) {}

  @ApiContract({ summary: 'A contact (introduction)', responses: { 200: contactDetailViewSchema } })
  @Get(':introId')
  one(@Param('orgId') orgId: string, @Param('ownerId') ownerId: string, @Param('introId') introId: string): Promise<ContactDetailView> {
    const path = contactPath(ownerId, introId);
    return this.contacts.detail(orgId, path.ownerId, path.introductionId);
  }
}
