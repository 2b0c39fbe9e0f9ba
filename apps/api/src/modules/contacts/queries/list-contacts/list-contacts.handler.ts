import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContactsPage } from '@profyle/contracts';
import { ContactsReader } from '../../contacts-reader';
import { ListContactsQuery } from './list-contacts.query';

@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery, ContactsPage> {
  constructor(@Inject(ContactsReader) private readonly contacts: ContactsReader) {}

  execute({ request }: ListContactsQuery): Promise<ContactsPage> {
    return this.contacts.page(request);
  }
}
