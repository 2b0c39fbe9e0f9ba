/** File types of spec 002 section 5: print-ready PDF, brand assets, preview images. */
export const PRINT_FILE_TYPES: readonly string[] = ['pdf'];
export const BRAND_ASSET_TYPES: readonly string[] = ['ai', 'eps', 'pdf', 'svg', 'jpg', 'jpeg', 'png', 'ttf', 'otf', 'webp'];
export const PREVIEW_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'svg', 'webp', 'gif'];

/** The extension of a file name, lower case, '' when it has none. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
};

export const hasFileType = (name: string, types: readonly string[]): boolean => types.includes(fileExtension(name));
