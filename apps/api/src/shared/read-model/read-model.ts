import type { Collection, Filter, Page, PageRequest, ReadDocument, ReadStore } from '@profyle/infrastructure';
import { CURSOR_INVALID } from '@profyle/contracts';
import { DomainError } from '@profyle/domain';
import { collectionName, type Projection } from '@profyle/projector';

/** The collection a query reads: the current version of the projection that builds it. */
export const readModel = <D extends ReadDocument>(store: ReadStore, projection: Projection<D>) => store.collection<D>(collectionName(projection), projection.indexes);

/** A document as the API answers it: without the store's bookkeeping fields. */
export const publicView = <View>(doc: ReadDocument, ...hidden: string[]): View => {
  const view: Record<string, unknown> = { ...doc };
  for (const key of ['_id', '_version', ...hidden]) delete view[key];
  return view as View;
};

/** A user's text used inside a regular expression, matching itself literally. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A cursor page; a cursor from another list or one a client made up is a field error, not a server fault. */
export const pageByCursor = async <D extends ReadDocument>(collection: Collection<D>, request: PageRequest): Promise<Page<D>> => {
  try {
    return await collection.page(request);
  } catch (error) {
    if (request.after !== undefined && error instanceof Error && error.message.startsWith('read store:')) {
      throw new DomainError('list.cursor_invalid', CURSOR_INVALID, 'validation', [{ path: 'after', msg: CURSOR_INVALID }]);
    }
    throw error;
  }
};

/** A case-insensitive part of a name or an id (the admin tables' search). */
export const nameOrIdSearch = (search: string): Filter => {
  const pattern = escapeRegex(search);
  return { $or: [{ name: { $regex: pattern, $options: 'i' } }, { id: { $regex: pattern, $options: 'i' } }] };
};
