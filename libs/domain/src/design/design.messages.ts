/**
 * The design aggregate's error codes and texts. Where spec 002 (sections 5 and 8) words a message it is
 * used as is; the rest are worded in the same style. libs/contracts re-exports them.
 */
export const DESIGN_ERROR_CODES = {
  notFound: 'design.not_found',
  exists: 'design.exists',
  invalid: 'design.invalid',
  approvedFinal: 'design.approved_final',
  noProofToReview: 'design.no_proof_to_review',
  noAssetsRequested: 'design.no_assets_requested',
  stockSuperadminOnly: 'design.stock_superadmin_only',
} as const;

export const DESIGN_ERROR_MESSAGES = {
  notFound: 'Design not found',
  stockNotFound: 'Stock design not found',
  exists: 'Design already exists',
  nameRequired: 'Please enter a name for this design',
  assetsRequired: 'Please upload design assets',
  confirmRequired: 'Please confirm to continue',
  rightsRequired: 'You must confirm to continue',
  nameTooShort: 'Design name must be at least 3 characters long',
  assetFileRequired: 'Please upload at least one asset file',
  rejectCommentTooShort: 'Please enter a comment of at least 5 characters',
  commentRequired: 'Please enter a comment',
  approveWordRequired: "Please type 'approve' to approve the design proof",
  reviewChoiceRequired: 'Please select whether you approve or reject the design proof.',
  printFileType: (name: string): string => `${name} is not a PDF: please upload a print-ready PDF`,
  brandAssetType: (name: string): string => `${name} is not an accepted file type (ai, eps, pdf, svg, jpg, jpeg, png, ttf, otf, webp)`,
  previewType: (name: string): string => `${name} is not an accepted image type (jpg, jpeg, png, svg, webp, gif)`,
  proofRequired: 'Please upload a proof',
  previewRequired: 'Please upload a preview image',
  approvedFinal: 'This design is approved: its proof is final',
  noProofToReview: 'There is no proof awaiting approval',
  noAssetsRequested: 'No assets have been requested for this design',
  stockSuperadminOnly: 'Only the design team can add stock designs',
} as const;
