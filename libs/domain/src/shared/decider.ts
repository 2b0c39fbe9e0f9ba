/** An event as a decider produces it: a type and its data. The envelope is added by the command shell. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** A command: its type, its data and the metadata that carries time and actor. */
export interface Command<Type extends string = string, Data = unknown, Meta = unknown> {
  type: Type;
  data: Data;
  metadata: Meta;
}

/**
 * The decider pattern: state is a left fold of events with `evolve`; `decide` turns a command and the
 * current state into new events, or throws a DomainError. Both are pure.
 */
export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

export const fold = <E extends DomainEvent, S>(decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState());

/** Exhaustiveness check for switch statements over unions. */
export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
