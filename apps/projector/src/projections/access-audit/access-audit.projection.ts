import { accessAction, type InviteEvent, type RecordedEvent, type SelfServiceSessionEvent, type SignInAttemptEvent, type UserEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * The access audit log (spec 001: Admin history entry): one entry per identity event, in the
 * organisation the event happened in. `by` is the real actor from the metadata, so a superadmin
 * acting inside another organisation shows as themselves, with `data.support`.
 */
export interface AccessAuditDoc extends ReadDocument {
  id: string;
  organisation_id: string;
  at: string;
  by: string;
  by_user_id: string;
  action: string;
  data: { email: string; [field: string]: unknown };
  /** Global position: orders entries newest first even within one millisecond. */
  position: number;
}

type IdentityEvent = UserEvent | InviteEvent | SignInAttemptEvent | SelfServiceSessionEvent;

/** What the entry records about an event beside its action (spec: data, including email). */
const dataOf = (event: IdentityEvent): AccessAuditDoc['data'] => {
  switch (event.type) {
    case 'UserJoinedOrganisation':
      return { email: event.data.email, upgrade: !event.data.registered };
    case 'UserGrantedOrganisationAccess':
      return { email: event.data.email, reason: event.data.reason };
    case 'InviteSent':
      return { email: event.data.email, upgrade: event.data.upgrade };
    case 'InviteResent':
      return { email: event.data.email, resent: true };
    case 'InviteRevoked':
      return { email: event.data.email, pending: true };
    case 'UserSignedIn':
      return { email: event.data.email, method: event.data.method };
    case 'SupportAccessStarted':
      return { email: event.data.email, impersonation: true };
    case 'SignInFailed':
      return { email: event.data.email, method: event.data.method, reason: event.data.reason };
    case 'SelfServiceSessionStarted':
      return { email: event.data.email, personId: event.data.personId };
    default:
      return { email: (event.data as { email: string }).email };
  }
};

/** The audit action (shared with the organisation history) and data of an event, or null when it is not audited. */
const entryOf = (event: IdentityEvent): { action: string; data: AccessAuditDoc['data'] } | null => {
  const action = accessAction(event);
  return action ? { action, data: dataOf(event) } : null;
};

const audited = (event: RecordedEvent) => (event.metadata.organisationId ? entryOf(event as unknown as IdentityEvent) : null);

export const accessAuditProjection: Projection<AccessAuditDoc> = {
  name: 'access-audit',
  version: 1,
  eventTypes: [
    'UserCreated',
    'UserRegistrationCompleted',
    'UserJoinedOrganisation',
    'UserGrantedOrganisationAccess',
    'InviteSent',
    'InviteResent',
    'InviteRevoked',
    'UserRemovedFromOrganisation',
    'UserSignedIn',
    'SupportAccessStarted',
    'UserPasswordReset',
    'SignInFailed',
    'SelfServiceSessionStarted',
  ],
  indexes: [{ fields: [['organisation_id', 1], ['position', -1]] }, { fields: [['organisation_id', 1], ['action', 1], ['position', -1]] }],
  documentId: (event) => (audited(event) ? event.id : null),
  evolve: (doc, event) => {
    if (doc) return doc;
    const entry = audited(event);
    if (!entry) return null;
    const { metadata } = event;
    return {
      _id: event.id,
      id: event.id,
      organisation_id: metadata.organisationId,
      at: metadata.occurredAt,
      by: metadata.actor.email ?? metadata.actor.userId,
      by_user_id: metadata.actor.userId,
      action: entry.action,
      data: metadata.onBehalfOf ? { ...entry.data, support: true } : entry.data,
      position: event.position,
    };
  },
};
