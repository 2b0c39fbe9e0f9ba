import { activeEventFor, chooseLayout, type EventLayoutCandidate, type LayoutChoiceInput } from './layout-precedence';

const now = '2025-06-01T12:00:00.000Z';
const event = (eventId: string, changes: Partial<EventLayoutCandidate> = {}): EventLayoutCandidate => ({
  eventId,
  start: '2025-06-01T09:00:00.000Z',
  end: '2025-06-01T18:00:00.000Z',
  attendeeType: 'all',
  attendeeGroupIds: [],
  attendeePeopleIds: [],
  configId: `layout-${eventId}`,
  ...changes,
});
const existing = new Set(['default', 'layout-all', 'layout-group', 'layout-list', 'layout-later', 'group-layout']);
const input = (changes: Partial<LayoutChoiceInput> = {}): LayoutChoiceInput => ({
  personId: 'p1',
  groupId: 'g1',
  groupLayoutId: 'group-layout',
  events: [],
  now,
  layoutExists: (id) => existing.has(id),
  ...changes,
});

describe('the layout precedence', () => {
  const all = event('all');
  const forGroup = event('group', { attendeeType: 'group', attendeeGroupIds: ['g1'] });
  const listing = event('list', { attendeeType: 'list', attendeePeopleIds: ['p1'] });

  it('takes each rung in the spec order: all-people event, group event, attendee event, group layout, default', () => {
    expect(chooseLayout(input({ events: [listing, forGroup, all] }))).toEqual({ layoutId: 'layout-all', reason: 'event-all', eventId: 'all' });
    expect(chooseLayout(input({ events: [listing, forGroup] }))).toEqual({ layoutId: 'layout-group', reason: 'event-group', eventId: 'group' });
    expect(chooseLayout(input({ events: [listing] }))).toEqual({ layoutId: 'layout-list', reason: 'event-attendee', eventId: 'list' });
    expect(chooseLayout(input())).toEqual({ layoutId: 'group-layout', reason: 'group', eventId: null });
    expect(chooseLayout(input({ groupId: null, groupLayoutId: null }))).toEqual({ layoutId: 'default', reason: 'default', eventId: null });
  });

  it('ignores events that are not active, do not concern the person, or have no usable layout', () => {
    const past = event('all', { end: '2025-06-01T12:00:00.000Z' });
    const future = event('all', { start: '2025-06-01T12:00:00.001Z' });
    const otherGroup = event('group', { attendeeType: 'group', attendeeGroupIds: ['g2'] });
    const otherPerson = event('list', { attendeeType: 'list', attendeePeopleIds: ['p2'] });
    const noLayout = event('x', { configId: null });
    const deletedLayout = event('y', { configId: 'layout-gone' });
    expect(chooseLayout(input({ events: [past, future, otherGroup, otherPerson, noLayout, deletedLayout] }))).toEqual({ layoutId: 'group-layout', reason: 'group', eventId: null });
    // The event is still where the person is, even without a layout of its own.
    expect(activeEventFor(input({ events: [noLayout] }))?.eventId).toBe('x');
  });

  it('falls back to the default when the group uses the default or a deleted layout', () => {
    expect(chooseLayout(input({ groupLayoutId: 'default' })).reason).toBe('default');
    expect(chooseLayout(input({ groupLayoutId: 'layout-gone' }))).toEqual({ layoutId: 'default', reason: 'default', eventId: null });
  });

  it('prefers the latest started of several events on one rung', () => {
    const later = event('later', { start: '2025-06-01T10:00:00.000Z' });
    expect(chooseLayout(input({ events: [all, later] })).eventId).toBe('later');
  });
});
