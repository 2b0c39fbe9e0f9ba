import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ContactsPage, contactsListQuerySchema } from '@profyle/contracts';
import { validInput } from '../../../../shared/http/valid-input';
import { ListContactsQuery } from './list-contacts.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { contactsPageSchema } from '@profyle/contracts';

/**
 * The contacts lists, newest first, cursor paged (`next` is the cursor for `after`), filtered by tags
 * (any of, comma-separated) and by event: GET /v2/org/{orgId}/intros (the organisation's) and
 * GET /v2/org/{orgId}/people/{personId}/intros (one person's).
 */
@Controller('v2/org/:orgId')
export class ListContactsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: "The organisation's contacts, newest first (cursor paged; tags any of, event)", query: contactsListQuerySchema, responses: { 200: contactsPageSchema } })
  @Get('intros')
  organisation(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<ContactsPage> {
    return this.queries.execute(new ListContactsQuery({ organisationId: orgId, ...validInput(contactsListQuerySchema, query) }));
  }

  @ApiContract({ summary: "A person's contacts, newest first (cursor paged; tags any of, event)", query: contactsListQuerySchema, responses: { 200: contactsPageSchema } })
  @Get('people/:personId/intros')
  person(@Param('orgId') orgId: string, @Param('personId') personId: string, @Query() query: Record<string, unknown>): Promise<ContactsPage> {
    return this.queries.execute(new ListContactsQuery({ organisationId: orgId, ownerId: personId.slice(0, 100), ...validInput(contactsListQuerySchema, query) }));
  }
}
