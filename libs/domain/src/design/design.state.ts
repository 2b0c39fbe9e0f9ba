import { assertNever } from '../shared';
import type { DesignEvent, DesignStatus } from './design.events';

export interface DesignState {
  exists: boolean;
  designId: string;
  organisationId: string;
  name: string;
  notes: string;
  stock: boolean;
  status: DesignStatus;
  archived: boolean;
  proofUrl: string | null;
}

export const initialDesignState = (): DesignState => ({
  exists: false,
  designId: '',
  organisationId: '',
  name: '',
  notes: '',
  stock: false,
  status: 'awaiting_proof',
  archived: false,
  proofUrl: null,
});

export const evolveDesign = (state: DesignState, event: DesignEvent): DesignState => {
  switch (event.type) {
    case 'DesignCreated': {
      const { designId, organisationId, name, notes, stock, status } = event.data;
      return { ...state, exists: true, designId, organisationId, name, notes, stock, status };
    }
    case 'DesignUpdated':
      return { ...state, ...event.data.changes };
    case 'DesignAssetsSupplied':
      return { ...state, status: 'awaiting_proof' };
    case 'DesignProofUploaded':
      return { ...state, status: 'requires_approval', proofUrl: event.data.proofUrl };
    case 'DesignPreviewUploaded':
      return state;
    case 'DesignProofApproved':
      return { ...state, status: 'approved' };
    case 'DesignProofRejected':
      return { ...state, status: 'changes_requested' };
    case 'DesignAssetsRequested':
      return { ...state, status: 'assets_requested' };
    case 'DesignArchived':
      return { ...state, archived: true };
    case 'DesignUnarchived':
      return { ...state, archived: false };
    default:
      return assertNever(event);
  }
};

/** Orderable as the order sees it: an approved proof (stock designs need none), not archived. */
export const designIsApproved = (state: Pick<DesignState, 'status' | 'stock'>): boolean => state.stock || state.status === 'approved';
