import type { DomainEvent } from '../shared';

/**
 * Stream of one group: `group-<groupId>`. It holds what is the group's own: its name, layout, exchange
 * switch and introduction e-mail. Where the group sits in the tree (its parent) and which addresses it
 * uses are relations to other aggregates, owned by the organisation stream (GroupPlaced, GroupMoved,
 * GroupAddressesChanged, GroupRemoved), which enforces the tree and address rules across groups.
 * Stored event types are never renamed.
 */
export type GroupCreated = DomainEvent<
  'GroupCreated',
  {
    groupId: string;
    organisationId: string;
    name: string;
    /** The layout; 'default' when none is chosen. */
    configurationId: string;
    enableExchange: boolean;
    customIntroEmailHtml: string;
    createdAt: string;
    createdBy: string;
  }
>;
export type GroupRenamed = DomainEvent<'GroupRenamed', { groupId: string; name: string; previousName: string }>;
export type GroupLayoutChanged = DomainEvent<'GroupLayoutChanged', { groupId: string; configurationId: string }>;
export type GroupExchangeChanged = DomainEvent<'GroupExchangeChanged', { groupId: string; enableExchange: boolean }>;
export type GroupIntroEmailChanged = DomainEvent<'GroupIntroEmailChanged', { groupId: string; customIntroEmailHtml: string }>;
export type GroupDeleted = DomainEvent<'GroupDeleted', { groupId: string; name: string; deletedAt: string; deletedBy: string }>;

export type GroupEvent = GroupCreated | GroupRenamed | GroupLayoutChanged | GroupExchangeChanged | GroupIntroEmailChanged | GroupDeleted;

export const GROUP_EVENT_TYPES: readonly GroupEvent['type'][] = ['GroupCreated', 'GroupRenamed', 'GroupLayoutChanged', 'GroupExchangeChanged', 'GroupIntroEmailChanged', 'GroupDeleted'];
