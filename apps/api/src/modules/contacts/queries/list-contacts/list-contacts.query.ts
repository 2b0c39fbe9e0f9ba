import type { ContactsListRequest } from '../../contacts-reader';

export class ListContactsQuery {
  constructor(readonly request: ContactsListRequest) {}
}
