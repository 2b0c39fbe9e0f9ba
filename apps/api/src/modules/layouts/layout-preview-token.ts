import type { TokenService } from '../../shared/auth/token.service';

/**
 * The editor's phone preview is a real public page in a frame, reached by a sealed token naming the
 * organisation and layout: the frame cannot send the admin's bearer token, and the token opens nothing
 * but this preview for an hour.
 */
const PURPOSE = 'layout-preview';
const TTL_SECONDS = 3600;

export interface LayoutPreviewTarget {
  organisationId: string;
  layoutId: string;
}

export const LAYOUT_PREVIEW_PATH = '/profyle-preview';

export const sealLayoutPreview = (tokens: TokenService, target: LayoutPreviewTarget): Promise<string> =>
  tokens.seal({ o: target.organisationId, l: target.layoutId }, PURPOSE, TTL_SECONDS);

export const openLayoutPreview = async (tokens: TokenService, token: string): Promise<LayoutPreviewTarget | null> => {
  const value = await tokens.open<{ o?: unknown; l?: unknown }>(token, PURPOSE);
  return value && typeof value.o === 'string' && typeof value.l === 'string' ? { organisationId: value.o, layoutId: value.l } : null;
};
