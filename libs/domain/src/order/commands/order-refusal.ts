import { DomainError, type DomainErrorKind, type FieldError } from '../../shared';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';

/** Field problems reported together; the error's message is the first one's. */
export class FieldProblems {
  private readonly problems: FieldError[] = [];

  add(path: string, msg: string): void {
    this.problems.push({ path, msg });
  }

  throwIfAny(code: string = ORDER_ERROR_CODES.invalid, kind: DomainErrorKind = 'validation'): void {
    const [first] = this.problems;
    if (first) throw new DomainError(code, first.msg, kind, [...this.problems]);
  }
}

/** The order, which must exist in the command's organisation (another organisation's order is not found). */
export const assertOrderExists = (state: OrderState, organisationId: string): void => {
  if (!state.exists || state.organisationId !== organisationId) throw new DomainError(ORDER_ERROR_CODES.notFound, ORDER_ERROR_MESSAGES.notFound, 'not_found');
};

export const assertNotCancelled = (state: OrderState): void => {
  if (state.status === 'cancelled') throw new DomainError(ORDER_ERROR_CODES.cancelled, ORDER_ERROR_MESSAGES.cancelled, 'conflict');
};

export const assertNotCompleted = (state: OrderState): void => {
  if (state.status === 'completed') throw new DomainError(ORDER_ERROR_CODES.completed, ORDER_ERROR_MESSAGES.completed, 'conflict');
};
