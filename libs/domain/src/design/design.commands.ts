import type { Command, CommandMetadata } from '../shared';
import type { DesignAsset, DesignCheckboxes, Designer } from './design.events';

export interface DesignForm {
  name: string;
  designer: Designer;
  assets: DesignAsset[];
  notes: string;
  checkboxes: DesignCheckboxes;
  stock: boolean;
  order: number;
  imageUrl: string | null;
}

/** `byDesignTeam`: the actor is a superadmin (only they may add stock designs). */
export type CreateDesign = Command<'CreateDesign', { designId: string; form: DesignForm; byDesignTeam: boolean }, CommandMetadata>;
/** A given name must have 3 characters; given assets are the client's re-upload after assets were requested. */
export type UpdateDesign = Command<'UpdateDesign', { designId: string; name?: string; notes?: string; assets?: DesignAsset[] }, CommandMetadata>;
export type UploadDesignProof = Command<'UploadDesignProof', { designId: string; url: string; filename: string }, CommandMetadata>;
export type UploadDesignPreview = Command<'UploadDesignPreview', { designId: string; url: string }, CommandMetadata>;
export type ApproveDesignProof = Command<'ApproveDesignProof', { designId: string }, CommandMetadata>;
export type RejectDesignProof = Command<'RejectDesignProof', { designId: string; comment: string }, CommandMetadata>;
export type RequestDesignAssets = Command<'RequestDesignAssets', { designId: string; comment: string }, CommandMetadata>;
export type ArchiveDesign = Command<'ArchiveDesign', { designId: string }, CommandMetadata>;
export type UnarchiveDesign = Command<'UnarchiveDesign', { designId: string }, CommandMetadata>;

export type DesignCommand =
  | CreateDesign
  | UpdateDesign
  | UploadDesignProof
  | UploadDesignPreview
  | ApproveDesignProof
  | RejectDesignProof
  | RequestDesignAssets
  | ArchiveDesign
  | UnarchiveDesign;
