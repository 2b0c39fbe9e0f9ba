import type { CustomFieldEvent, GroupEvent, LocationEvent, OrganisationEvent, RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * The settings audit log (the AUDIT_LOG tab of /portal/settings): one entry per change an admin made to
 * the organisation's settings, groups, addresses and custom fields, with who made it and when. `by` is
 * the real actor from the metadata (a superadmin acting inside the organisation shows as themselves).
 */
export interface SettingsAuditDoc extends ReadDocument {
  id: string;
  organisation_id: string;
  at: string;
  by: string;
  action: string;
  data: Record<string, unknown>;
  /** Global position: orders entries newest first even within one millisecond. */
  position: number;
}

type Audited = OrganisationEvent | GroupEvent | LocationEvent | CustomFieldEvent;

const entryOf = (event: Audited): { action: string; data: Record<string, unknown> } | null => {
  switch (event.type) {
    case 'OrganisationSettingChanged':
      return { action: 'setting-changed', data: { setting: event.data.setting, value: event.data.value, previous: event.data.previous } };
    case 'OnboardingStepHidden':
      return { action: event.data.hidden ? 'onboarding-hidden' : 'onboarding-shown', data: { key: event.data.key } };
    case 'GroupCreated':
      return { action: 'group-created', data: { group_id: event.data.groupId, name: event.data.name } };
    case 'GroupRenamed':
      return { action: 'group-renamed', data: { group_id: event.data.groupId, name: event.data.name, previous: event.data.previousName } };
    case 'GroupLayoutChanged':
      return { action: 'group-updated', data: { group_id: event.data.groupId, field: 'configuration_id', value: event.data.configurationId } };
    case 'GroupExchangeChanged':
      return { action: 'group-updated', data: { group_id: event.data.groupId, field: 'enable_exchange', value: event.data.enableExchange } };
    case 'GroupIntroEmailChanged':
      return { action: 'group-updated', data: { group_id: event.data.groupId, field: 'custom_intro_email_html' } };
    case 'GroupMoved':
      return { action: 'group-moved', data: { group_id: event.data.groupId, parent_id: event.data.parentId, previous: event.data.previousParentId } };
    case 'GroupDeleted':
      return { action: 'group-deleted', data: { group_id: event.data.groupId, name: event.data.name } };
    case 'LocationCreated':
      return { action: 'address-created', data: { location_id: event.data.locationId, name: event.data.details.name } };
    case 'LocationUpdated':
      return { action: 'address-updated', data: { location_id: event.data.locationId, name: event.data.details.name, changed: event.data.changed } };
    case 'LocationDeleted':
      return { action: 'address-deleted', data: { location_id: event.data.locationId, name: event.data.name } };
    case 'CustomFieldCreated':
      return { action: 'custom-field-created', data: { custom_field_id: event.data.customFieldId, name: event.data.details.name } };
    case 'CustomFieldChanged':
      return { action: 'custom-field-updated', data: { custom_field_id: event.data.customFieldId, name: event.data.details.name, changed: event.data.changed } };
    default:
      return null;
  }
};

export const SETTINGS_AUDIT_EVENT_TYPES = [
  'OrganisationSettingChanged',
  'OnboardingStepHidden',
  'GroupCreated',
  'GroupRenamed',
  'GroupLayoutChanged',
  'GroupExchangeChanged',
  'GroupIntroEmailChanged',
  'GroupMoved',
  'GroupDeleted',
  'LocationCreated',
  'LocationUpdated',
  'LocationDeleted',
  'CustomFieldCreated',
  'CustomFieldChanged',
] as const;

export const settingsAuditProjection: Projection<SettingsAuditDoc> = {
  name: 'settings-audit',
  version: 1,
  eventTypes: SETTINGS_AUDIT_EVENT_TYPES,
  indexes: [{ fields: [['organisation_id', 1], ['position', -1]] }],
  documentId: (event: RecordedEvent) => (entryOf(event as unknown as Audited) ? event.id : null),
  evolve: (doc, recorded) => {
    if (doc) return doc;
    const entry = entryOf(recorded as unknown as Audited);
    if (!entry) return null;
    return {
      _id: recorded.id,
      id: recorded.id,
      organisation_id: recorded.metadata.organisationId,
      at: recorded.metadata.occurredAt,
      by: recorded.metadata.actor.email ?? recorded.metadata.actor.userId,
      action: entry.action,
      data: entry.data,
      position: recorded.position,
    };
  },
};
