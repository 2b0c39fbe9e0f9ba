import type { DomainEvent } from '../shared/decider';
import type { ActionTable } from './history-actions';

/**
 * How the full-history audit reads one kind of stream: the same `initialState`/`evolve` the command side
 * folds with (so "state as of" is exactly what a command would have decided on), plus a little
 * presentation. Every aggregate registers one of these in `audited-streams.ts`; an aggregate landing later
 * needs only its entry there to get timelines, states as of any moment, diffs and exports.
 */
export interface AuditedStream<S = any, E extends DomainEvent = any> {
  /** The stream category (`person` for `person-<id>`). */
  category: string;
  /** The entity in words, singular ("Person"). */
  entity: string;
  /** Every event type the stream holds. Tests check each one is folded and diffed. */
  eventTypes: readonly E['type'][];
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  /**
   * What history views show of a state (default: the state itself). Maps may stay maps: they are diffed
   * key by key. Leave out only what is redundant (an inverse index); secrets are masked by field name.
   */
  view?: (state: S) => object;
  /** A short name for the entity, from its state ("Ada Lovelace", "Sales"), or null. */
  label?: (state: S) => string | null;
  /**
   * The aggregate's deletion drops what `label` reads (a layout's settings): history names a deleted one
   * by its label just before. Not for erasures: an erased person must stay nameless.
   */
  labelBeforeDeletion?: boolean;
  /** The spec's history actions of this stream's event types (spec 001 "Admin history entry"). */
  actions?: ActionTable<E>;
}

/** Types a registration against its own decider's events and state. */
export const auditedStream = <S, E extends DomainEvent>(registration: AuditedStream<S, E>): AuditedStream => registration as AuditedStream;
