import { DomainError } from '../../shared';
import { emptyPersonProfile, mergePersonProfile } from '../person-profile';
import { validProtectedProfile, withoutStoredPassword } from '../person-profile.rules';
import type { CreatePerson } from '../person.commands';
import type { PersonCreated } from '../person.events';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../person.messages';
import type { PersonState } from '../person.state';

/** A person id is used once: a deleted person's id cannot be created again. */
export const createPerson = (command: CreatePerson, state: PersonState): PersonCreated[] => {
  if (state.status !== 'absent') throw new DomainError(PERSON_ERROR_CODES.exists, PERSON_ERROR_MESSAGES.exists, 'conflict');
  const { personId, organisationId, profile, unverified = false, selfRegistration = false } = command.data;
  const { metadata } = command;
  if (organisationId !== metadata.organisationId) {
    throw new DomainError(PERSON_ERROR_CODES.organisationMismatch, PERSON_ERROR_MESSAGES.organisationMismatch, 'forbidden');
  }
  const normalised = validProtectedProfile(mergePersonProfile(emptyPersonProfile(), withoutStoredPassword(profile)), null, command.data.password);
  return [
    {
      type: 'PersonCreated',
      data: { personId, organisationId, profile: normalised, unverified, selfRegistration, createdAt: metadata.now, createdBy: metadata.actor.userId },
    },
  ];
};
