import { type CommandMetadata, DomainError } from '../../shared';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../person.messages';
import type { PersonState } from '../person.state';

/** An existing, not deleted person of the request's organisation. */
export const isPersonInOrganisation = (state: PersonState, metadata: CommandMetadata): boolean =>
  state.status === 'active' && state.organisationId === metadata.organisationId;

/**
 * A person that does not exist, was deleted, or belongs to another organisation is not found: the
 * answer never tells one tenant that another tenant's person exists.
 */
export const assertPersonInOrganisation = (state: PersonState, metadata: CommandMetadata): void => {
  if (!isPersonInOrganisation(state, metadata)) {
    throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
  }
};
