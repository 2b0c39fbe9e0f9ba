import type { DesignHistoryEntry, DesignView } from '@profyle/contracts';
import { DESIGN_EVENT_TYPES, DESIGN_HISTORY_ACTIONS, type DesignEvent, type DesignStatus, type RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** One design, as the design library, the design page, the order form and the production queue read it. */
export interface DesignDoc extends ReadDocument, DesignView {
  organisation_id: string;
  revision: number;
}

const byOf = (recorded: RecordedEvent) => recorded.metadata.actor.email ?? recorded.metadata.actor.userId;

/** The spec's status flags beside the status. */
const withStatus = (status: DesignStatus) => ({
  status,
  requiresApproval: status === 'requires_approval',
  awaitingProof: status === 'awaiting_proof',
  changesRequested: status === 'changes_requested',
  assetsRequested: status === 'assets_requested',
});

const historyEntry = (recorded: RecordedEvent, event: DesignEvent): DesignHistoryEntry => ({
  id: recorded.id,
  action: DESIGN_HISTORY_ACTIONS[event.type],
  comment: 'comment' in event.data ? event.data.comment : '',
  by: byOf(recorded),
  at: recorded.metadata.occurredAt,
});

export const designsProjection: Projection<DesignDoc> = {
  name: 'designs',
  version: 1,
  eventTypes: DESIGN_EVENT_TYPES,
  indexes: [{ fields: [['organisation_id', 1], ['meta.createdAt', -1]] }, { fields: [['stock', 1], ['order', 1]] }, { fields: [['status', 1], ['meta.updatedAt', 1]] }],
  documentId: (event) => (event.data as { designId: string }).designId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as DesignEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'DesignCreated') {
      const d = event.data;
      return {
        _id: d.designId,
        id: d.designId,
        organisation_id: d.organisationId,
        organisationId: d.organisationId,
        name: d.name,
        designer: d.designer,
        assets: d.assets,
        notes: d.notes,
        checkboxes: d.checkboxes,
        ...withStatus(d.status),
        stock: d.stock,
        archived: false,
        imageUrl: d.imageUrl,
        proofUrl: null,
        proofFilename: null,
        approvedAt: d.status === 'approved' ? at : null,
        approvedBy: d.status === 'approved' ? byOf(recorded) : null,
        order: d.order,
        revision: recorded.revision,
        meta: { createdBy: byOf(recorded), createdAt: at, updatedAt: at },
        history: [historyEntry(recorded, event)],
      };
    }
    if (!doc) return null;
    const next: DesignDoc = { ...doc, revision: recorded.revision, meta: { ...doc.meta, updatedAt: at }, history: [...doc.history, historyEntry(recorded, event)] };
    switch (event.type) {
      case 'DesignUpdated':
        return { ...next, ...event.data.changes };
      case 'DesignAssetsSupplied':
        return { ...next, assets: event.data.assets, ...withStatus('awaiting_proof') };
      case 'DesignProofUploaded':
        return { ...next, proofUrl: event.data.proofUrl, proofFilename: event.data.proofFilename, ...withStatus('requires_approval') };
      case 'DesignPreviewUploaded':
        return { ...next, imageUrl: event.data.imageUrl };
      case 'DesignProofApproved':
        return { ...next, ...withStatus('approved'), approvedAt: at, approvedBy: byOf(recorded) };
      case 'DesignProofRejected':
        return { ...next, ...withStatus('changes_requested') };
      case 'DesignAssetsRequested':
        return { ...next, ...withStatus('assets_requested') };
      case 'DesignArchived':
        return { ...next, archived: true };
      case 'DesignUnarchived':
        return { ...next, archived: false };
      default:
        return doc;
    }
  },
};
