import type { ReadDocument, ReadStore } from '@profyle/infrastructure';
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
