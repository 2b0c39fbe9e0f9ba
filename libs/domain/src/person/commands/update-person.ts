import { mergePersonProfile } from '../person-profile';
import { changedProfileFields } from '../person-profile.diff';
import { assertValidPersonProfile } from '../person-profile.rules';
import type { UpdatePerson } from '../person.commands';
import type { PersonUpdated } from '../person.events';
import type { PersonState } from '../person.state';
import { assertPersonInOrganisation } from './person-in-organisation';

/** Saving an unchanged profile records nothing. */
export const updatePerson = (command: UpdatePerson, state: PersonState): PersonUpdated[] => {
  const { metadata } = command;
  assertPersonInOrganisation(state, metadata);
  const profile = mergePersonProfile(state.profile, command.data.profile);
  assertValidPersonProfile(profile);
  const changed = changedProfileFields(state.profile, profile);
  if (changed.length === 0) return [];
  return [{ type: 'PersonUpdated', data: { personId: state.personId, profile, changed, updatedAt: metadata.now, updatedBy: metadata.actor.userId } }];
};
