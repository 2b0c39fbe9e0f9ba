import { DomainError } from '../../shared';
import { DEFAULT_LAYOUT_ID } from '../layout';
import type { CreateLayout } from '../layout.commands';
import type { LayoutCreated } from '../layout.events';
import { LAYOUT_ERROR_CODES, LAYOUT_ERROR_MESSAGES } from '../layout.messages';
import { assertValidLayoutId, layoutProblems, normaliseLayout, throwLayoutProblems } from '../layout.rules';
import type { LayoutState } from '../layout.state';

/** A new layout. `default` always exists already, and an id is used once (a deleted one is not reused). */
export const createLayout = (command: CreateLayout, state: LayoutState): LayoutCreated[] => {
  const { layoutId, customThemes } = command.data;
  const { metadata } = command;
  assertValidLayoutId(layoutId);
  if (state.status !== 'absent' || layoutId === DEFAULT_LAYOUT_ID) throw new DomainError(LAYOUT_ERROR_CODES.exists, LAYOUT_ERROR_MESSAGES.exists, 'conflict');
  const layout = normaliseLayout(command.data.layout);
  throwLayoutProblems(layoutProblems(layout, { layoutId, previous: null, customThemes, now: metadata.now }));
  return [{ type: 'LayoutCreated', data: { organisationId: metadata.organisationId, layoutId, layout, createdAt: metadata.now, createdBy: metadata.actor.userId } }];
};
