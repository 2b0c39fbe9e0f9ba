import type { GroupEvent, OrganisationEvent, RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * The groups tree (spec 001: Group): one document per group with its own details (from `group-<id>`),
 * its place in the tree and addresses (from the organisation stream) and how many people are in it. The
 * api joins the documents into the tree (full names joined with ›, depth) at query time, so a rename
 * never has to rewrite a group's descendants.
 */
export interface GroupDoc extends ReadDocument {
  id: string;
  organisation_id: string;
  /** False until the group's own stream recorded it (the tree placement is appended first). */
  created: boolean;
  name: string;
  parent_id: string | null;
  location_ids: string[];
  configuration_id: string;
  enable_exchange: boolean;
  custom_intro_email_html: string;
  people: number;
  meta: { createdAt: string; createdBy: string };
}

type Event = GroupEvent | OrganisationEvent;

const blank = (id: string, organisationId: string): GroupDoc => ({
  _id: id,
  id,
  organisation_id: organisationId,
  created: false,
  name: '',
  parent_id: null,
  location_ids: [],
  configuration_id: 'default',
  enable_exchange: false,
  custom_intro_email_html: '',
  people: 0,
  meta: { createdAt: '', createdBy: '' },
});

export const groupsProjection: Projection<GroupDoc> = {
  name: 'groups',
  version: 1,
  eventTypes: [
    'GroupCreated',
    'GroupRenamed',
    'GroupLayoutChanged',
    'GroupExchangeChanged',
    'GroupIntroEmailChanged',
    'GroupDeleted',
    'GroupPlaced',
    'GroupMoved',
    'GroupAddressesChanged',
    'GroupRemoved',
    'PersonGroupChanged',
  ],
  indexes: [{ fields: [['organisation_id', 1], ['name', 1]] }],
  documentId: (recorded: RecordedEvent) => {
    const event = recorded as unknown as Event;
    switch (event.type) {
      case 'GroupRemoved':
        return [event.data.groupId, ...event.data.childIds];
      case 'PersonGroupChanged':
        return [event.data.previousGroupId, event.data.groupId].filter((id): id is string => id !== null);
      default:
        return (event.data as { groupId?: string }).groupId ?? null;
    }
  },
  evolve: (doc, recorded, id) => {
    const event = recorded as unknown as Event;
    const current = () => doc ?? blank(id, recorded.metadata.organisationId);
    switch (event.type) {
      case 'GroupCreated': {
        const d = event.data;
        return {
          ...current(),
          created: true,
          name: d.name,
          configuration_id: d.configurationId,
          enable_exchange: d.enableExchange,
          custom_intro_email_html: d.customIntroEmailHtml,
          meta: { createdAt: d.createdAt, createdBy: d.createdBy },
        };
      }
      case 'GroupRenamed':
        return doc && { ...doc, name: event.data.name };
      case 'GroupLayoutChanged':
        return doc && { ...doc, configuration_id: event.data.configurationId };
      case 'GroupExchangeChanged':
        return doc && { ...doc, enable_exchange: event.data.enableExchange };
      case 'GroupIntroEmailChanged':
        return doc && { ...doc, custom_intro_email_html: event.data.customIntroEmailHtml };
      case 'GroupDeleted':
        return null;
      case 'GroupPlaced':
        return { ...current(), parent_id: event.data.parentId, location_ids: event.data.locationIds };
      case 'GroupMoved':
        return doc && { ...doc, parent_id: event.data.parentId };
      case 'GroupAddressesChanged':
        return doc && { ...doc, location_ids: event.data.locationIds };
      case 'GroupRemoved':
        // The group itself goes; each child moves up to the removed group's parent.
        return id === event.data.groupId ? null : doc && { ...doc, parent_id: event.data.parentId };
      case 'PersonGroupChanged': {
        if (!doc) return null;
        const delta = id === event.data.groupId ? 1 : -1;
        return { ...doc, people: Math.max(0, doc.people + delta) };
      }
      default:
        return doc;
    }
  },
};
