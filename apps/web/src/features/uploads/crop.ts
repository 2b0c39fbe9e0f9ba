import { CROP_OUTPUT_MAX_PX, CROP_ZOOM } from '@profyle/contracts/uploads';

/** Where the image sits under the crop frame: its zoom (1 = the image just covers the frame) and offset. */
export interface CropState {
  zoom: number;
  /** Offset of the image's centre from the frame's centre, in frame pixels. */
  x: number;
  y: number;
}

export const clampZoom = (zoom: number): number => Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, Math.round(zoom * 10) / 10));

/** The scale that makes the image cover a frame of the given size at zoom 1. */
export const coverScale = (image: { width: number; height: number }, frame: { width: number; height: number }): number => Math.max(frame.width / image.width, frame.height / image.height);

/** Keeps the image covering the frame: the offset cannot reveal an edge. */
export const clampOffset = (state: CropState, image: { width: number; height: number }, frame: { width: number; height: number }): CropState => {
  const scale = coverScale(image, frame) * state.zoom;
  const maxX = Math.max(0, (image.width * scale - frame.width) / 2);
  const maxY = Math.max(0, (image.height * scale - frame.height) / 2);
  return { zoom: state.zoom, x: Math.min(maxX, Math.max(-maxX, state.x)), y: Math.min(maxY, Math.max(-maxY, state.y)) };
};

/** The source rectangle (in image pixels) the frame shows. */
export const sourceRect = (state: CropState, image: { width: number; height: number }, frame: { width: number; height: number }) => {
  const scale = coverScale(image, frame) * state.zoom;
  const width = frame.width / scale;
  const height = frame.height / scale;
  return { x: image.width / 2 - state.x / scale - width / 2, y: image.height / 2 - state.y / scale - height / 2, width, height };
};

/** The output size: the frame's aspect, at most 800 px wide, never more than the source's pixels. */
export const outputSize = (aspect: number, sourceWidth: number) => {
  const width = Math.max(1, Math.round(Math.min(CROP_OUTPUT_MAX_PX, sourceWidth)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
};

/** Why the browser could not crop the image: a catalogue key, so the dialog says it in the chosen language. */
export class CropError extends Error {
  constructor(readonly key: 'upload.canvasUnavailable' | 'upload.encodeFailed') {
    super(key);
  }
}

/** Draws the cropped area into a JPEG (spec 001 section 9). */
export const cropToJpeg = (image: HTMLImageElement, state: CropState, frame: { width: number; height: number }, aspect: number): Promise<Blob> => {
  const source = sourceRect(state, { width: image.naturalWidth, height: image.naturalHeight }, frame);
  const size = outputSize(aspect, source.width);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new CropError('upload.canvasUnavailable'));
  // JPEG has no transparency: a transparent PNG gets a white background rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CropError('upload.encodeFailed'))), 'image/jpeg', 0.9));
};
