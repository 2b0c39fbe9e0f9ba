import { DomainError, type FieldError } from '../../shared';
import { DESIGN_ERROR_CODES, DESIGN_ERROR_MESSAGES } from '../design.messages';
import type { DesignState } from '../design.state';

export const invalidDesign = (problems: FieldError[]): DomainError => new DomainError(DESIGN_ERROR_CODES.invalid, problems[0].msg, 'validation', problems);

export const throwIfProblems = (problems: FieldError[]): void => {
  if (problems.length > 0) throw invalidDesign(problems);
};

/**
 * The design, which must belong to the command's organisation. A stock design is ordered by every
 * organisation but changed only in the organisation that holds the stock (the design team's own).
 */
export const assertDesignExists = (state: DesignState, organisationId: string): void => {
  if (!state.exists || state.organisationId !== organisationId) throw new DomainError(DESIGN_ERROR_CODES.notFound, DESIGN_ERROR_MESSAGES.notFound, 'not_found');
};

export const assertNotApproved = (state: DesignState): void => {
  if (state.status === 'approved') throw new DomainError(DESIGN_ERROR_CODES.approvedFinal, DESIGN_ERROR_MESSAGES.approvedFinal, 'conflict');
};
