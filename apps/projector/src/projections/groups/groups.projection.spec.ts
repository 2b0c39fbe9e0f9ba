import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { groupsProjection } from './groups.projection';

const record = recorder('org1');
const spec = projectionSpec(groupsProjection);
const org = 'organisation-org1';
const placed = (groupId: string, parentId: string | null) => record(org, { type: 'GroupPlaced', data: { groupId, parentId, locationIds: [] } });
const created = (groupId: string, name: string) =>
  record(`group-${groupId}`, { type: 'GroupCreated', data: { groupId, organisationId: 'org1', name, configurationId: 'default', enableExchange: false, customIntroEmailHtml: '', createdAt: 't', createdBy: 'u1' } });

describe('groups projection', () => {
  const company = [placed('company', null), created('company', 'Company')];
  const sales = [placed('sales', 'company'), created('sales', 'Sales')];
  const emea = [placed('emea', 'sales'), created('emea', 'EMEA')];

  it('joins the tree placement (appended first) and the group’s own creation into one document', () => {
    spec.given(placed('company', null)).when(created('company', 'Company')).then({ id: 'company', organisation_id: 'org1', created: true, name: 'Company', parent_id: null, people: 0 });
  });

  it('counts a person out of one group and into another with one event', () => {
    const join = record(org, { type: 'PersonGroupChanged', data: { personId: 'p1', groupId: 'sales', previousGroupId: null } });
    const move = record(org, { type: 'PersonGroupChanged', data: { personId: 'p1', groupId: 'emea', previousGroupId: 'sales' } });
    const when = spec.given(...company, ...sales, ...emea, join).when(move);
    when.then({ id: 'sales', people: 0 });
    when.thenDocument('emea', { people: 1 });
  });

  it('removes a group and moves its children up to its parent', () => {
    const removed = record(org, { type: 'GroupRemoved', data: { groupId: 'sales', parentId: 'company', childIds: ['emea'] } });
    const when = spec.given(...company, ...sales, ...emea).when(removed);
    when.then(null);
    when.thenDocument('emea', { parent_id: 'company' });
  });

  it('applies an event once', () => {
    const rename = record('group-sales', { type: 'GroupRenamed', data: { groupId: 'sales', name: 'Sales EMEA', previousName: 'Sales' } });
    spec.given(...company, ...sales, rename).when(rename).thenNotUpdated();
  });
});
