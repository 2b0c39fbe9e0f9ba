import type { DomainEvent } from '../shared';

/** Stream of one design: `design-<uuid>`. Who and when come from each event's metadata. */

/** Who designs the card: the client supplies print-ready artwork, or the product's design team designs it. */
export type Designer = 'client' | 'profyle';
export const DESIGNERS: readonly Designer[] = ['client', 'profyle'];

export type DesignStatus = 'awaiting_proof' | 'requires_approval' | 'changes_requested' | 'assets_requested' | 'approved';
export const DESIGN_STATUSES: readonly DesignStatus[] = ['awaiting_proof', 'requires_approval', 'changes_requested', 'assets_requested', 'approved'];

export interface DesignAsset {
  url: string;
  name: string;
}

/** What the client confirms about its artwork (spec 002 section 5); a design-team design asks for rights only. */
export interface DesignCheckboxes {
  bleed: boolean;
  guides: boolean;
  fonts: boolean;
  rights: boolean;
  artwork: boolean;
  cmyk: boolean;
}
export const DESIGN_CHECKBOXES: readonly (keyof DesignCheckboxes)[] = ['bleed', 'guides', 'fonts', 'rights', 'artwork', 'cmyk'];

export type DesignCreated = DomainEvent<
  'DesignCreated',
  {
    designId: string;
    organisationId: string;
    name: string;
    designer: Designer;
    assets: DesignAsset[];
    notes: string;
    checkboxes: DesignCheckboxes;
    /** A stock design is the product's own, orderable by every organisation, and needs no proof. */
    stock: boolean;
    /** Sort position among stock designs. */
    order: number;
    imageUrl: string | null;
    status: DesignStatus;
  }
>;

export interface DesignDetailChanges {
  name?: string;
  notes?: string;
}
export type DesignUpdated = DomainEvent<'DesignUpdated', { designId: string; changes: DesignDetailChanges }>;
export type DesignAssetsSupplied = DomainEvent<'DesignAssetsSupplied', { designId: string; assets: DesignAsset[] }>;
export type DesignProofUploaded = DomainEvent<'DesignProofUploaded', { designId: string; proofUrl: string; proofFilename: string }>;
export type DesignPreviewUploaded = DomainEvent<'DesignPreviewUploaded', { designId: string; imageUrl: string }>;
export type DesignProofApproved = DomainEvent<'DesignProofApproved', { designId: string }>;
export type DesignProofRejected = DomainEvent<'DesignProofRejected', { designId: string; comment: string }>;
export type DesignAssetsRequested = DomainEvent<'DesignAssetsRequested', { designId: string; comment: string }>;
export type DesignArchived = DomainEvent<'DesignArchived', { designId: string }>;
export type DesignUnarchived = DomainEvent<'DesignUnarchived', { designId: string }>;

export type DesignEvent =
  | DesignCreated
  | DesignUpdated
  | DesignAssetsSupplied
  | DesignProofUploaded
  | DesignPreviewUploaded
  | DesignProofApproved
  | DesignProofRejected
  | DesignAssetsRequested
  | DesignArchived
  | DesignUnarchived;

export const DESIGN_EVENT_TYPES: readonly DesignEvent['type'][] = [
  'DesignCreated',
  'DesignUpdated',
  'DesignAssetsSupplied',
  'DesignProofUploaded',
  'DesignPreviewUploaded',
  'DesignProofApproved',
  'DesignProofRejected',
  'DesignAssetsRequested',
  'DesignArchived',
  'DesignUnarchived',
];

/** The history action each event shows as (spec 002 section 3: Design history). */
export type DesignHistoryAction = 'created' | 'updated' | 'updated_proof' | 'approved_proof' | 'rejected_proof' | 'requested_assets' | 'archived' | 'unarchived';
export const DESIGN_HISTORY_ACTIONS: Readonly<Record<DesignEvent['type'], DesignHistoryAction>> = {
  DesignCreated: 'created',
  DesignUpdated: 'updated',
  DesignAssetsSupplied: 'updated',
  DesignProofUploaded: 'updated_proof',
  DesignPreviewUploaded: 'updated',
  DesignProofApproved: 'approved_proof',
  DesignProofRejected: 'rejected_proof',
  DesignAssetsRequested: 'requested_assets',
  DesignArchived: 'archived',
  DesignUnarchived: 'unarchived',
};
