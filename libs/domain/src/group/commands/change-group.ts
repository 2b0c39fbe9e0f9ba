import { assertGroupInOrganisation, normaliseGroupDetails } from '../group-details';
import type { ChangeGroup } from '../group.commands';
import type { GroupEvent } from '../group.events';
import type { GroupState } from '../group.state';

/** One event per field that changed; saving an unchanged form records nothing. */
export const changeGroup = (command: ChangeGroup, state: GroupState): GroupEvent[] => {
  assertGroupInOrganisation(state, command.metadata.organisationId);
  const { groupId } = state;
  const next = normaliseGroupDetails(command.data.details);
  const events: GroupEvent[] = [];
  if (next.name !== state.name) events.push({ type: 'GroupRenamed', data: { groupId, name: next.name, previousName: state.name } });
  if (next.configurationId !== state.configurationId) events.push({ type: 'GroupLayoutChanged', data: { groupId, configurationId: next.configurationId } });
  if (next.enableExchange !== state.enableExchange) events.push({ type: 'GroupExchangeChanged', data: { groupId, enableExchange: next.enableExchange } });
  if (next.customIntroEmailHtml !== state.customIntroEmailHtml) events.push({ type: 'GroupIntroEmailChanged', data: { groupId, customIntroEmailHtml: next.customIntroEmailHtml } });
  return events;
};
