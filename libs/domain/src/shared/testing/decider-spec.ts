/**
 * given(past events).when(command).then(new events) | .thenThrows(code): the one vocabulary for every
 * decider test. Only imported by specs, where Jest's `expect` is a global.
 */
import { DomainError } from '../domain-error';
import type { Command, Decider, DomainEvent } from '../decider';
import { fold } from '../decider';

export const deciderSpec = <C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (...events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, fold(decider, events));
      return {
        then: (...expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string, message?: string) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
          if (message !== undefined) expect((thrown as DomainError).message).toBe(message);
          return thrown as DomainError;
        },
      };
    },
  }),
});
