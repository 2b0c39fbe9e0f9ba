import { type CommandMetadata, DomainError } from '../../shared';
import type { LayoutSettings } from '../layout';
import { DEFAULT_LAYOUT_ID } from '../layout';
import type { LayoutSurroundings } from '../layout.commands';
import { LAYOUT_ERROR_CODES, LAYOUT_ERROR_MESSAGES } from '../layout.messages';
import type { LayoutState } from '../layout.state';

export const layoutNotFound = (): DomainError => new DomainError(LAYOUT_ERROR_CODES.notFound, LAYOUT_ERROR_MESSAGES.notFound, 'not_found');

/**
 * The layout a change applies to: the stored one of this organisation, or, for `default` never edited,
 * the one derived from the organisation. Anything else (absent, deleted, another organisation's) is
 * not found.
 */
export const currentLayout = (state: LayoutState, layoutId: string, surroundings: LayoutSurroundings, metadata: CommandMetadata): LayoutSettings => {
  if (state.status === 'active' && state.layout && state.organisationId === metadata.organisationId) return state.layout;
  if (state.status === 'absent' && layoutId === DEFAULT_LAYOUT_ID && surroundings.derivedDefault) return surroundings.derivedDefault;
  throw layoutNotFound();
};
