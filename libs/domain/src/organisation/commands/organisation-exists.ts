import { DomainError } from '../../shared';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';

export const assertOrganisationExists = (state: OrganisationState): void => {
  if (!state.exists) throw new DomainError(ORGANISATION_ERROR_CODES.notFound, ORGANISATION_ERROR_MESSAGES.notFound, 'not_found');
};
