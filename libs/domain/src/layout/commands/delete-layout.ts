import { DomainError } from '../../shared';
import { DEFAULT_LAYOUT_ID } from '../layout';
import type { DeleteLayout } from '../layout.commands';
import type { LayoutDeleted } from '../layout.events';
import { LAYOUT_ERROR_CODES, LAYOUT_ERROR_MESSAGES } from '../layout.messages';
import type { LayoutState } from '../layout.state';
import { layoutNotFound } from './layout-in-organisation';

/** Groups and events that chose a deleted layout fall back along the layout precedence. */
export const deleteLayout = (command: DeleteLayout, state: LayoutState): LayoutDeleted[] => {
  const { layoutId } = command.data;
  const { metadata } = command;
  if (layoutId === DEFAULT_LAYOUT_ID) throw new DomainError(LAYOUT_ERROR_CODES.defaultDelete, LAYOUT_ERROR_MESSAGES.defaultDelete, 'rule');
  if (state.status !== 'active' || !state.layout || state.organisationId !== metadata.organisationId) throw layoutNotFound();
  return [
    {
      type: 'LayoutDeleted',
      data: { organisationId: metadata.organisationId, layoutId, label: state.layout.label, deletedAt: metadata.now, deletedBy: metadata.actor.userId },
    },
  ];
};
