import type { DeletePerson } from '../person.commands';
import type { PersonDeleted } from '../person.events';
import type { PersonState } from '../person.state';
import { assertPersonInOrganisation } from './person-in-organisation';

export const deletePerson = (command: DeletePerson, state: PersonState): PersonDeleted[] => {
  const { metadata } = command;
  assertPersonInOrganisation(state, metadata);
  return [{ type: 'PersonDeleted', data: { personId: state.personId, email: state.profile.email, deletedAt: metadata.now, deletedBy: metadata.actor.userId } }];
};
