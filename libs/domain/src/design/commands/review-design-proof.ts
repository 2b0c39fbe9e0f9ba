import { DomainError } from '../../shared';
import type { ApproveDesignProof, RejectDesignProof, RequestDesignAssets, UploadDesignPreview, UploadDesignProof } from '../design.commands';
import type { DesignAssetsRequested, DesignPreviewUploaded, DesignProofApproved, DesignProofRejected, DesignProofUploaded } from '../design.events';
import { hasFileType, PREVIEW_IMAGE_TYPES } from '../design-files';
import { DESIGN_ERROR_CODES, DESIGN_ERROR_MESSAGES } from '../design.messages';
import type { DesignState } from '../design.state';
import { assertDesignExists, assertNotApproved, invalidDesign } from './design-refusal';

export const REJECT_COMMENT_MIN_LENGTH = 5;

/** The word typed to approve a proof, case-insensitive (spec 002 section 5). */
export const isApprovalWord = (typed: string): boolean => typed.trim().toLowerCase() === 'approve';

/** The design team uploads a proof (the customer is e-mailed); an approved proof is final. */
export const uploadDesignProof = (command: UploadDesignProof, state: DesignState): DesignProofUploaded[] => {
  assertDesignExists(state, command.metadata.organisationId);
  const { url, filename } = command.data;
  if (url === '') throw invalidDesign([{ path: 'url', msg: DESIGN_ERROR_MESSAGES.proofRequired }]);
  assertNotApproved(state);
  return [{ type: 'DesignProofUploaded', data: { designId: state.designId, proofUrl: url, proofFilename: filename } }];
};

export const uploadDesignPreview = (command: UploadDesignPreview, state: DesignState): DesignPreviewUploaded[] => {
  assertDesignExists(state, command.metadata.organisationId);
  const { url } = command.data;
  if (url === '') throw invalidDesign([{ path: 'url', msg: DESIGN_ERROR_MESSAGES.previewRequired }]);
  const name = url.split(/[?#]/)[0].split('/').pop() ?? '';
  if (!hasFileType(name, PREVIEW_IMAGE_TYPES)) throw invalidDesign([{ path: 'url', msg: DESIGN_ERROR_MESSAGES.previewType(name) }]);
  return [{ type: 'DesignPreviewUploaded', data: { designId: state.designId, imageUrl: url } }];
};

const assertProofToReview = (state: DesignState): void => {
  if (state.status !== 'requires_approval') throw new DomainError(DESIGN_ERROR_CODES.noProofToReview, DESIGN_ERROR_MESSAGES.noProofToReview, 'conflict');
};

export const approveDesignProof = (command: ApproveDesignProof, state: DesignState): DesignProofApproved[] => {
  assertDesignExists(state, command.metadata.organisationId);
  assertProofToReview(state);
  return [{ type: 'DesignProofApproved', data: { designId: state.designId } }];
};

export const rejectDesignProof = (command: RejectDesignProof, state: DesignState): DesignProofRejected[] => {
  assertDesignExists(state, command.metadata.organisationId);
  const comment = command.data.comment.trim();
  if (comment.length < REJECT_COMMENT_MIN_LENGTH) throw invalidDesign([{ path: 'comment', msg: DESIGN_ERROR_MESSAGES.rejectCommentTooShort }]);
  assertProofToReview(state);
  return [{ type: 'DesignProofRejected', data: { designId: state.designId, comment } }];
};

/** The design team asks the client for assets (the design's creator is e-mailed). */
export const requestDesignAssets = (command: RequestDesignAssets, state: DesignState): DesignAssetsRequested[] => {
  assertDesignExists(state, command.metadata.organisationId);
  const comment = command.data.comment.trim();
  if (comment === '') throw invalidDesign([{ path: 'comment', msg: DESIGN_ERROR_MESSAGES.commentRequired }]);
  assertNotApproved(state);
  return [{ type: 'DesignAssetsRequested', data: { designId: state.designId, comment } }];
};
