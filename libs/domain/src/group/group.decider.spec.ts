import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { organisationDecider } from '../organisation/organisation.decider';
import type { OrganisationCommand } from '../organisation/organisation.commands';
import type { OrganisationCreated, OrganisationEvent } from '../organisation/organisation.events';
import type { GroupCommand } from './group.commands';
import { groupDecider, groupStreamId } from './group.decider';
import type { GroupEvent } from './group.events';

const orgId = 'org-1';
const now = '2025-03-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: orgId, actor: { userId: 'user-1' }, correlationId: 'c', now };
const details = { name: ' Sales ', configurationId: '', enableExchange: false, customIntroEmailHtml: '' };

describe('groupDecider (a group’s own details)', () => {
  const spec = deciderSpec(groupDecider);
  const cmd = (c: Omit<GroupCommand, 'metadata'>): GroupCommand => ({ ...c, metadata }) as GroupCommand;
  const created: GroupEvent = {
    type: 'GroupCreated',
    data: { groupId: 'g1', organisationId: orgId, name: 'Sales', configurationId: 'default', enableExchange: false, customIntroEmailHtml: '', createdAt: now, createdBy: 'user-1' },
  };

  it('names its stream group-<id>', () => expect(groupStreamId('g1')).toBe('group-g1'));

  it('creates a group with the default layout when none is chosen', () => {
    spec.given().when(cmd({ type: 'CreateGroup', data: { groupId: 'g1', organisationId: orgId, details } })).then(created);
  });

  it('refuses a group without a name', () => {
    const error = spec.given().when(cmd({ type: 'CreateGroup', data: { groupId: 'g1', organisationId: orgId, details: { ...details, name: ' ' } } })).thenThrows('group.name_required', 'Group name is required');
    expect(error.errors).toEqual([{ path: 'name', msg: 'Group name is required' }]);
  });

  it('records one event per changed field, and nothing for an unchanged form', () => {
    spec
      .given(created)
      .when(cmd({ type: 'ChangeGroup', data: { groupId: 'g1', details: { name: 'Sales EMEA', configurationId: 'layout-2', enableExchange: true, customIntroEmailHtml: '<p>Hi</p>' } } }))
      .then(
        { type: 'GroupRenamed', data: { groupId: 'g1', name: 'Sales EMEA', previousName: 'Sales' } },
        { type: 'GroupLayoutChanged', data: { groupId: 'g1', configurationId: 'layout-2' } },
        { type: 'GroupExchangeChanged', data: { groupId: 'g1', enableExchange: true } },
        { type: 'GroupIntroEmailChanged', data: { groupId: 'g1', customIntroEmailHtml: '<p>Hi</p>' } },
      );
    spec.given(created).when(cmd({ type: 'ChangeGroup', data: { groupId: 'g1', details } })).then();
  });

  it('does not find a deleted group or another organisation’s group', () => {
    const deleted: GroupEvent = { type: 'GroupDeleted', data: { groupId: 'g1', name: 'Sales', deletedAt: now, deletedBy: 'user-1' } };
    spec.given(created, deleted).when(cmd({ type: 'ChangeGroup', data: { groupId: 'g1', details } })).thenThrows('group.not_found', 'Group not found');
    const foreign: GroupEvent = { ...created, data: { ...created.data, organisationId: 'org-2' } } as GroupEvent;
    spec.given(foreign).when(cmd({ type: 'DeleteGroup', data: { groupId: 'g1' } })).thenThrows('group.not_found');
  });
});

describe('the group tree on the organisation stream', () => {
  const spec = deciderSpec(organisationDecider);
  const cmd = (c: Omit<OrganisationCommand, 'metadata'>): OrganisationCommand => ({ ...c, metadata }) as OrganisationCommand;
  const org: OrganisationCreated = {
    type: 'OrganisationCreated',
    data: {
      organisationId: orgId,
      name: 'Acme',
      isDemo: false,
      isPartner: false,
      intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
      subscriptions: { type: 'Enterprise', purchased: 5 },
      nfcCards: { purchased: 0 },
      features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } },
      createdAt: now,
    },
  };
  const placed = (groupId: string, parentId: string | null, locationIds: string[] = []): OrganisationEvent => ({ type: 'GroupPlaced', data: { groupId, parentId, locationIds } });
  const located = (locationId: string): OrganisationEvent => ({ type: 'LocationRegistered', data: { locationId } });
  const joined = (personId: string, groupId: string, previousGroupId: string | null = null): OrganisationEvent => ({ type: 'PersonGroupChanged', data: { personId, groupId, previousGroupId } });
  // Company > Sales > EMEA
  const tree = [org, placed('company', null), placed('sales', 'company'), placed('emea', 'sales')];

  it('places a new group under an existing parent, with its addresses', () => {
    spec.given(org, located('hq'), placed('company', null)).when(cmd({ type: 'PlaceGroup', data: { groupId: 'sales', parentId: 'company', locationIds: ['hq', ' hq'] } })).then(placed('sales', 'company', ['hq']));
  });

  it('refuses a parent that does not exist', () => {
    const error = spec.given(org).when(cmd({ type: 'PlaceGroup', data: { groupId: 'g', parentId: 'nope', locationIds: [] } })).thenThrows('group.parent_not_found', 'The parent group does not exist');
    expect(error.errors).toEqual([{ path: 'parent_id', msg: 'The parent group does not exist' }]);
  });

  it('refuses to move a group under itself or one of its descendants', () => {
    spec.given(...tree).when(cmd({ type: 'PlaceGroup', data: { groupId: 'company', parentId: 'company', locationIds: [] } })).thenThrows('group.cycle', 'A group cannot be moved under itself or one of its own subgroups');
    spec.given(...tree).when(cmd({ type: 'PlaceGroup', data: { groupId: 'company', parentId: 'emea', locationIds: [] } })).thenThrows('group.cycle');
    spec.given(...tree).when(cmd({ type: 'PlaceGroup', data: { groupId: 'sales', parentId: 'emea', locationIds: [] } })).thenThrows('group.cycle');
  });

  it('moves a group elsewhere, and records nothing when nothing changes', () => {
    spec.given(...tree).when(cmd({ type: 'PlaceGroup', data: { groupId: 'emea', parentId: 'company', locationIds: [] } })).then({ type: 'GroupMoved', data: { groupId: 'emea', parentId: 'company', previousParentId: 'sales' } });
    spec.given(...tree).when(cmd({ type: 'PlaceGroup', data: { groupId: 'emea', parentId: null, locationIds: [] } })).then({ type: 'GroupMoved', data: { groupId: 'emea', parentId: null, previousParentId: 'sales' } });
    spec.given(...tree).when(cmd({ type: 'PlaceGroup', data: { groupId: 'emea', parentId: 'sales', locationIds: [] } })).then();
  });

  it('refuses to delete a group with people, in the spec’s words', () => {
    spec
      .given(...tree, joined('p1', 'sales'), joined('p2', 'sales'))
      .when(cmd({ type: 'RemoveGroup', data: { groupId: 'sales', name: 'Sales' } }))
      .thenThrows('group.has_people', "Unable to delete 'Sales' because it has 2 associated cards. You must move all cards to another group before deleting this group.");
  });

  it('deletes a group once its people moved away, and its children move to its parent', () => {
    spec
      .given(...tree, joined('p1', 'sales'), joined('p1', 'emea', 'sales'))
      .when(cmd({ type: 'RemoveGroup', data: { groupId: 'sales', name: 'Sales' } }))
      .then({ type: 'GroupRemoved', data: { groupId: 'sales', parentId: 'company', childIds: ['emea'] } });
  });

  it('puts a person into an existing group only, and counts them out when they leave', () => {
    const error = spec.given(org).when(cmd({ type: 'PlacePerson', data: { personId: 'p1', email: 'a@b.co', groupId: 'ghost', locationIds: [] } })).thenThrows('group.not_found');
    expect(error.errors).toEqual([{ path: 'group_id', msg: 'Group not found' }]);
    spec
      .given(...tree, { type: 'PersonEmailClaimed', data: { personId: 'p1', email: 'a@b.co' } }, joined('p1', 'sales'))
      .when(cmd({ type: 'ReleasePerson', data: { personId: 'p1' } }))
      .then({ type: 'PersonGroupChanged', data: { personId: 'p1', groupId: null, previousGroupId: 'sales' } }, { type: 'PersonEmailReleased', data: { personId: 'p1', email: 'a@b.co' } });
  });

  it('places a person’s e-mail, group and addresses in one decision', () => {
    spec
      .given(...tree, located('hq'))
      .when(cmd({ type: 'PlacePerson', data: { personId: 'p1', email: 'A@B.co', groupId: 'emea', locationIds: ['hq'] } }))
      .then(
        { type: 'PersonEmailClaimed', data: { personId: 'p1', email: 'a@b.co' } },
        { type: 'PersonGroupChanged', data: { personId: 'p1', groupId: 'emea', previousGroupId: null } },
        { type: 'PersonAddressesChanged', data: { personId: 'p1', locationIds: ['hq'] } },
      );
  });
});

describe('addresses in use', () => {
  const spec = deciderSpec(organisationDecider);
  const cmd = (c: Omit<OrganisationCommand, 'metadata'>): OrganisationCommand => ({ ...c, metadata }) as OrganisationCommand;
  const org = { type: 'OrganisationCreated', data: { organisationId: orgId, name: 'Acme', isDemo: false, isPartner: false, intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' }, subscriptions: { type: 'Enterprise', purchased: 0 }, nfcCards: { purchased: 0 }, features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } }, createdAt: now } } as OrganisationEvent;
  const hq: OrganisationEvent = { type: 'LocationRegistered', data: { locationId: 'hq' } };

  it('refuses an address that does not exist', () => {
    const error = spec.given(org).when(cmd({ type: 'PlaceGroup', data: { groupId: 'g', parentId: null, locationIds: ['hq'] } })).thenThrows('location.not_found', 'Address not found');
    expect(error.errors).toEqual([{ path: 'location_ids', msg: 'Address not found' }]);
  });

  it('refuses to delete an address a group and a person use, and says who', () => {
    const error = spec
      .given(org, hq, { type: 'GroupPlaced', data: { groupId: 'g1', parentId: null, locationIds: ['hq'] } }, { type: 'PersonAddressesChanged', data: { personId: 'p1', locationIds: ['hq'] } })
      .when(cmd({ type: 'RemoveLocation', data: { locationId: 'hq' } }))
      .thenThrows('location.in_use', 'It is used by 1 group and 1 person. Remove it from them first.');
    expect(error.errors).toEqual([
      { path: 'groups', msg: 'g1' },
      { path: 'people', msg: 'p1' },
    ]);
  });

  it('deletes an address nobody uses any more', () => {
    spec
      .given(org, hq, { type: 'PersonAddressesChanged', data: { personId: 'p1', locationIds: ['hq'] } }, { type: 'PersonAddressesChanged', data: { personId: 'p1', locationIds: [] } })
      .when(cmd({ type: 'RemoveLocation', data: { locationId: 'hq' } }))
      .then({ type: 'LocationRemoved', data: { locationId: 'hq' } });
  });
});
