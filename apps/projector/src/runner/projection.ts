import type { RecordedEvent } from '@profyle/domain';
import type { IndexSpec, ReadDocument } from '@profyle/infrastructure';

/**
 * A read model: which events it reads, which document each event touches, and a pure `evolve` that
 * turns the current document (or null) and the event into the new document (or null to delete it).
 * The runner does the storing, the guarding and the checkpointing.
 */
export interface Projection<D extends ReadDocument = ReadDocument> {
  /** Stable kebab-case name, e.g. `people-list`. */
  name: string;
  /** Bump when evolve or the document shape changes: the new version rebuilds beside the old one. */
  version: number;
  /** Event types this projection reads; the runner filters the log by them. */
  eventTypes: readonly string[];
  indexes?: IndexSpec[];
  /**
   * The document an event touches, or null when this event does not concern the read model. An event
   * that changes several documents (a group deleted re-parents its children) names them all; `evolve`
   * then runs once per document with its id.
   */
  documentId(event: RecordedEvent): string | readonly string[] | null;
  evolve(doc: D | null, event: RecordedEvent, id: string): D | null;
}

/** Where a projection's documents live: one collection per name and version. */
export const collectionName = (p: Pick<Projection, 'name' | 'version'>): string => `${p.name.replace(/-/g, '_')}_v${p.version}`;

/** The checkpoint of one projection version. */
export const checkpointName = (p: Pick<Projection, 'name' | 'version'>): string => `${p.name}@v${p.version}`;

/** The ids of the documents an event touches, as a list. */
export const documentIdsOf = (projection: Pick<Projection, 'documentId'>, event: RecordedEvent): readonly string[] => {
  const id = projection.documentId(event);
  return id === null ? [] : typeof id === 'string' ? [id] : id;
};
