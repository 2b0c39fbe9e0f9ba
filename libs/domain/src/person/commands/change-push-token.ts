import type { ChangePushToken } from '../person.commands';
import type { PersonPushTokenChanged } from '../person.events';
import type { PersonState } from '../person.state';
import { assertPersonInOrganisation } from './person-in-organisation';

/** The same token again records nothing. */
export const changePushToken = (command: ChangePushToken, state: PersonState): PersonPushTokenChanged[] => {
  const { metadata } = command;
  assertPersonInOrganisation(state, metadata);
  const token = command.data.token?.trim() || null;
  if (token === state.pushToken) return [];
  return [{ type: 'PersonPushTokenChanged', data: { personId: state.personId, token, changedAt: metadata.now } }];
};
