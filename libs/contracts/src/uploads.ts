/** Image uploads (spec 001 section 9: crop square, at most 800 × 800, zoom 1 to 3 in steps of 0.1, JPEG out). */
export const IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
/** The largest upload accepted; the crop makes photos far smaller (about 100 KB at 800 px). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CROP_OUTPUT_MAX_PX = 800;
export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
/** Extensions the image preview recognises (spec 001 section 9). */
export const IMAGE_PREVIEW_EXTENSIONS = ['jpg', 'png', 'jpeg', 'webp', 'gif'] as const;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Please choose a file to upload',
  imageType: 'Please choose a PNG, JPEG, WebP or GIF image',
  imageTooLarge: 'The image must be 5 MB or smaller',
  uploadError: (message: string): string => `Error uploading file - ${message}`,
  retrieveError: (message: string): string => `Error retrieving uploaded file - ${message}`,
} as const;

/** Answer of POST /v1/enterprise/{orgId}/images. */
export interface UploadedImage {
  url: string;
  content_type: ImageType;
  size: number;
}
