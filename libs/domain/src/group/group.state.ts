import { assertNever } from '../shared';
import type { GroupEvent } from './group.events';

export interface GroupState {
  status: 'absent' | 'active' | 'deleted';
  groupId: string;
  organisationId: string;
  name: string;
  configurationId: string;
  enableExchange: boolean;
  customIntroEmailHtml: string;
}

export const DEFAULT_GROUP_LAYOUT = 'default';

export const initialGroupState = (): GroupState => ({
  status: 'absent',
  groupId: '',
  organisationId: '',
  name: '',
  configurationId: DEFAULT_GROUP_LAYOUT,
  enableExchange: false,
  customIntroEmailHtml: '',
});

export const evolveGroup = (state: GroupState, event: GroupEvent): GroupState => {
  switch (event.type) {
    case 'GroupCreated': {
      const { groupId, organisationId, name, configurationId, enableExchange, customIntroEmailHtml } = event.data;
      return { status: 'active', groupId, organisationId, name, configurationId, enableExchange, customIntroEmailHtml };
    }
    case 'GroupRenamed':
      return { ...state, name: event.data.name };
    case 'GroupLayoutChanged':
      return { ...state, configurationId: event.data.configurationId };
    case 'GroupExchangeChanged':
      return { ...state, enableExchange: event.data.enableExchange };
    case 'GroupIntroEmailChanged':
      return { ...state, customIntroEmailHtml: event.data.customIntroEmailHtml };
    case 'GroupDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
};
