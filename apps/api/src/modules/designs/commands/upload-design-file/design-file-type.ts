import { fileExtension } from '@profyle/domain';
import { sniffImageType } from '../../../uploads/image-type';

const startsWith = (bytes: Buffer, text: string) => bytes.subarray(0, text.length).toString('latin1') === text;
const isPdf = (bytes: Buffer) => startsWith(bytes, '%PDF-');
const isPostScript = (bytes: Buffer) => startsWith(bytes, '%!PS-Adobe') || (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xc5d0d3c6);
const isSvg = (bytes: Buffer) => {
  const head = bytes.subarray(0, 2048).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
};
const isTrueType = (bytes: Buffer) => (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x00010000) || startsWith(bytes, 'true');
const isOpenType = (bytes: Buffer) => startsWith(bytes, 'OTTO') || isTrueType(bytes);

/** What a file's first bytes must look like for each accepted extension (never trusting the name alone). */
const SIGNATURES: Record<string, { matches: (bytes: Buffer) => boolean; contentType: string }> = {
  pdf: { matches: isPdf, contentType: 'application/pdf' },
  ai: { matches: (bytes) => isPdf(bytes) || isPostScript(bytes), contentType: 'application/postscript' },
  eps: { matches: isPostScript, contentType: 'application/postscript' },
  svg: { matches: isSvg, contentType: 'image/svg+xml' },
  png: { matches: (bytes) => sniffImageType(bytes) === 'image/png', contentType: 'image/png' },
  jpg: { matches: (bytes) => sniffImageType(bytes) === 'image/jpeg', contentType: 'image/jpeg' },
  jpeg: { matches: (bytes) => sniffImageType(bytes) === 'image/jpeg', contentType: 'image/jpeg' },
  gif: { matches: (bytes) => sniffImageType(bytes) === 'image/gif', contentType: 'image/gif' },
  webp: { matches: (bytes) => sniffImageType(bytes) === 'image/webp', contentType: 'image/webp' },
  ttf: { matches: isTrueType, contentType: 'font/ttf' },
  otf: { matches: isOpenType, contentType: 'font/otf' },
};

/** The extension and content type of an upload whose name and bytes agree on one of `allowed`, else null. */
export const designFileType = (name: string, bytes: Buffer, allowed: readonly string[]): { extension: string; contentType: string } | null => {
  const extension = fileExtension(name);
  const signature = SIGNATURES[extension];
  if (!allowed.includes(extension) || !signature || !signature.matches(bytes)) return null;
  return { extension, contentType: signature.contentType };
};

/** Every content type a design file is stored and served with. */
export const DESIGN_FILE_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(SIGNATURES).map((signature) => signature.contentType))];
