import { z } from 'zod';
import { DESIGN_ERROR_MESSAGES, type DesignAsset, type DesignCheckboxes, type Designer, type DesignHistoryAction, type DesignStatus } from '@profyle/domain';
import { COMMERCE_TEXT_LIMITS, commerceString, commerceText, wholeNumber } from './commerce-fields';

export { DESIGN_ERROR_MESSAGES };

/** The design screens' own texts (spec 002 section 8) beside the domain's refusals. */
export const DESIGN_MESSAGES = {
  updateError: 'Failed to update design',
  approveError: 'Failed to approve design',
  rejectError: 'Failed to reject design',
  requestAssetsError: 'Failed to request design assets',
  uploadAssetsError: 'Failed to upload design assets',
  archiveError: (name: string): string => `Failed to archive/unarchive ${name} design`,
  loadError: (message: string): string => `Failed to load designs: ${message}`,
  notFound: DESIGN_ERROR_MESSAGES.notFound,
  stockNotFound: DESIGN_ERROR_MESSAGES.stockNotFound,
  fileTooLarge: 'The file must be 25 MB or smaller',
  uploaded: 'File uploaded',
} as const;

/** Print requirements of spec 002 section 9, shown beside the upload. */
export const PRINT_REQUIREMENTS: readonly string[] = [
  'CMYK colour, at least 300 DPI',
  'No transparency below 20%',
  '3mm bleed and a 5mm safe area',
  'Fonts outlined',
];

const { short } = COMMERCE_TEXT_LIMITS;

const asset = z.object({ url: commerceString('Asset URL', 'url').min(1), name: commerceString('File name', 'label').min(1) });
const assets = () => z.array(asset).max(50);

const checkboxes = z
  .object({ bleed: z.boolean(), guides: z.boolean(), fonts: z.boolean(), rights: z.boolean(), artwork: z.boolean(), cmyk: z.boolean() })
  .partial()
  .nullish()
  .transform((boxes): DesignCheckboxes => ({
    bleed: boxes?.bleed ?? false,
    guides: boxes?.guides ?? false,
    fonts: boxes?.fonts ?? false,
    rights: boxes?.rights ?? false,
    artwork: boxes?.artwork ?? false,
    cmyk: boxes?.cmyk ?? false,
  }));

/** POST /v2/org/{orgId}/designs (spec 002 section 7); stock and order are the design team's. */
export const designBodySchema = z.object({
  name: commerceText('Design name', 'label'),
  designer: z.enum(['client', 'profyle']).default('client'),
  assets: assets()
    .nullish()
    .transform((list) => list ?? []),
  notes: commerceText('Notes', 'notes'),
  checkboxes,
  stock: z.boolean().default(false),
  order: wholeNumber('Please enter a whole number').default(0),
  imageUrl: commerceText('Image URL', 'url'),
});
export type DesignBody = z.output<typeof designBodySchema>;
export type DesignBodyInput = z.input<typeof designBodySchema>;

/** POST .../designs/{id}/update: a field left out is not changed; assets are the re-upload after a request. */
export const designUpdateBodySchema = z.object({
  name: commerceString('Design name', 'label').optional(),
  notes: commerceString('Notes', 'notes').optional(),
  assets: assets().optional(),
});
export type DesignUpdateBody = z.output<typeof designUpdateBodySchema>;

/** POST .../designs/{id}/proof and /preview: the uploaded file's URL (and the proof's file name). */
export const designFileBodySchema = z.object({ url: commerceText('File URL', 'url'), filename: commerceText('File name', 'label') });
/** POST .../designs/{id}/reject and /request-assets. */
export const designCommentBodySchema = z.object({ comment: commerceText('Comment', 'notes') });

export interface DesignHistoryEntry {
  id: string;
  action: DesignHistoryAction;
  comment: string;
  by: string;
  at: string;
}

/** A design as the library and the design page read it (spec 002 section 3). */
export interface DesignView {
  id: string;
  organisationId: string;
  name: string;
  designer: Designer;
  assets: DesignAsset[];
  notes: string;
  checkboxes: DesignCheckboxes;
  status: DesignStatus;
  stock: boolean;
  archived: boolean;
  imageUrl: string | null;
  proofUrl: string | null;
  proofFilename: string | null;
  requiresApproval: boolean;
  awaitingProof: boolean;
  changesRequested: boolean;
  assetsRequested: boolean;
  approvedAt: string | null;
  approvedBy: string | null;
  order: number;
  meta: { createdBy: string; createdAt: string; updatedAt: string };
  history: DesignHistoryEntry[];
}

export interface DesignsPage {
  data: DesignView[];
  total: number;
}

/** GET /v2/org/{orgId}/designs?section=custom|stock|archived|all */
export const designsListQuerySchema = z.object({
  section: z.enum(['custom', 'stock', 'archived', 'all']).default('all'),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(100),
});
export type DesignsListQuery = z.output<typeof designsListQuerySchema>;
export const DESIGN_ID_MAX_LENGTH = short;

/** Design uploads: the print-ready PDF, brand assets, proofs and preview images (spec 002 section 7). */
export const DESIGN_FILE_KINDS = ['print', 'brand', 'proof', 'preview'] as const;
export type DesignFileKind = (typeof DESIGN_FILE_KINDS)[number];
/** POST /v2/org/{orgId}/designs/files?kind */
export const designFileQuerySchema = z.object({ kind: z.enum(DESIGN_FILE_KINDS) });
export const DESIGN_FILE_MAX_BYTES = 25 * 1024 * 1024;

export interface UploadedDesignFile {
  url: string;
  /** The file's name as it was uploaded. */
  name: string;
  content_type: string;
  size: number;
}
