import { mergePersonProfile } from '../person-profile';
import { changedProfileFields } from '../person-profile.diff';
import { validProtectedProfile, withoutStoredPassword } from '../person-profile.rules';
import type { UpdatePerson } from '../person.commands';
import type { PersonUpdated } from '../person.events';
import type { PersonState } from '../person.state';
import { assertPersonInOrganisation } from './person-in-organisation';

/** Saving an unchanged profile records nothing; a new PIN or password is always a change. */
export const updatePerson = (command: UpdatePerson, state: PersonState): PersonUpdated[] => {
  const { metadata } = command;
  assertPersonInOrganisation(state, metadata);
  const profile = validProtectedProfile(mergePersonProfile(state.profile, withoutStoredPassword(command.data.profile)), state.profile, command.data.password);
  const changed = changedProfileFields(state.profile, profile);
  if (changed.length === 0) return [];
  return [{ type: 'PersonUpdated', data: { personId: state.personId, profile, changed, updatedAt: metadata.now, updatedBy: metadata.actor.userId } }];
};
