import type { RecordedEvent } from '../shared/envelope';
import type { AuditedStream } from './audited-stream';
import { secretAware } from './secrets';
import { diffStates, plainState, type StateChange } from './state-diff';

/** What history views show of a state: the registration's view, as JSON, secrets masked. */
export const stateView = (stream: AuditedStream, state: unknown): unknown => secretAware([], plainState(stream.view ? stream.view(state) : state));

/** The field-level changes one event made, secrets masked (the change is shown, the values are not). */
export const changesBetween = (stream: AuditedStream, before: unknown, after: unknown): StateChange[] =>
  diffStates(stream.view ? stream.view(before) : before, stream.view ? stream.view(after) : after).map((change) => ({
    ...change,
    before: secretAware(change.path, change.before),
    after: secretAware(change.path, change.after),
  }));

export interface TimelineStep {
  event: RecordedEvent;
  /** The folded state after the event (the decider's own state type). */
  state: unknown;
  changes: StateChange[];
}

/**
 * Folds events onto a state with the stream's own `evolve`, answering each event with the state after it
 * and what it changed. `state` is the state before the first event (the initial state, or a snapshot).
 */
export const foldTimeline = (stream: AuditedStream, state: unknown, events: readonly RecordedEvent[]): TimelineStep[] => {
  const steps: TimelineStep[] = [];
  let current = state;
  for (const event of events) {
    const next = stream.evolve(current, event);
    steps.push({ event, state: next, changes: changesBetween(stream, current, next) });
    current = next;
  }
  return steps;
};
