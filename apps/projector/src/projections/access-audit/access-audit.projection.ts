import type { InviteEvent, RecordedEvent, SelfServiceSessionEvent, SignInAttemptEvent, UserEvent } from '@profyle/domain';
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

/** The audit action and data of an event, or null when the event is not audited. */
const entryOf = (event: IdentityEvent): { action: string; data: AccessAuditDoc['data'] } | null => {
  switch (event.type) {
    case 'UserCreated':
      return { action: 'registered-user', data: { email: event.data.email } };
    case 'UserJoinedOrganisation':
      return { action: 'registered-user', data: { email: event.data.email, upgrade: !event.data.registered } };
    case 'InviteSent':
      return { action: 'add-user', data: { email: event.data.email, upgrade: event.data.upgrade } };
    case 'InviteResent':
      return { action: 'add-user', data: { email: event.data.email, resent: true } };
    case 'InviteRevoked':
      return event.data.reason === 'uninvited' ? { action: 'remove-user', data: { email: event.data.email, pending: true } } : null;
    case 'UserRemovedFromOrganisation':
      return { action: 'remove-user', data: { email: event.data.email } };
    case 'UserSignedIn':
      return { action: event.data.support ? 'login-support' : 'login-user', data: { email: event.data.email, method: event.data.method } };
    case 'SupportAccessStarted':
      return { action: 'login-support', data: { email: event.data.email, impersonation: true } };
    case 'UserPasswordReset':
      return { action: 'reset-password-user', data: { email: event.data.email } };
    case 'SignInFailed':
      return { action: 'login-failed-user', data: { email: event.data.email, method: event.data.method, reason: event.data.reason } };
    case 'SelfServiceSessionStarted':
      return { action: 'login-self-service', data: { email: event.data.email, personId: event.data.personId } };
    default:
      return null;
  }
};

const audited = (event: RecordedEvent) => (event.metadata.organisationId ? entryOf(event as unknown as IdentityEvent) : null);

export const accessAuditProjection: Projection<AccessAuditDoc> = {
  name: 'access-audit',
  version: 1,
  eventTypes: [
    'UserCreated',
    'UserJoinedOrganisation',
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
