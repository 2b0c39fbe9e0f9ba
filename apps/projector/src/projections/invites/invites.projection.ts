import type { InviteEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** Every invite, for finding a user's pending invite to an organisation. The token hash stays on the stream. */
export interface InviteDoc extends ReadDocument {
  id: string;
  organisation_id: string;
  company_name: string;
  email: string;
  user_id: string;
  upgrade: boolean;
  sender_email: string;
  status: 'pending' | 'accepted' | 'revoked';
  first_sent_at: string;
  /** Last time it was (re)sent. */
  sent_at: string;
  closed_at: string | null;
}

export const invitesProjection: Projection<InviteDoc> = {
  name: 'invites',
  version: 1,
  eventTypes: ['InviteSent', 'InviteResent', 'InviteAccepted', 'InviteRevoked'],
  indexes: [{ fields: [['user_id', 1], ['organisation_id', 1]] }, { fields: [['organisation_id', 1], ['status', 1]] }],
  documentId: (event) => (event.data as { inviteId?: string }).inviteId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as InviteEvent;
    switch (event.type) {
      case 'InviteSent': {
        const d = event.data;
        return {
          _id: d.inviteId,
          id: d.inviteId,
          organisation_id: d.organisationId,
          company_name: d.companyName,
          email: d.email,
          user_id: d.userId,
          upgrade: d.upgrade,
          sender_email: d.senderEmail,
          status: 'pending',
          first_sent_at: d.sentAt,
          sent_at: d.sentAt,
          closed_at: null,
        };
      }
      case 'InviteResent':
        return doc && { ...doc, sent_at: event.data.sentAt };
      case 'InviteAccepted':
        return doc && { ...doc, status: 'accepted', closed_at: event.data.acceptedAt };
      case 'InviteRevoked':
        return doc && { ...doc, status: 'revoked', closed_at: event.data.revokedAt };
      default:
        return doc;
    }
  },
};
