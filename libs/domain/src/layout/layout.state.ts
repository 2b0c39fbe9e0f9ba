import { assertNever } from '../shared';
import type { LayoutSettings } from './layout';
import type { LayoutEvent } from './layout.events';

export type LayoutStatus = 'absent' | 'active' | 'deleted';

export interface LayoutState {
  status: LayoutStatus;
  organisationId: string;
  layoutId: string;
  layout: LayoutSettings | null;
}

export const initialLayoutState = (): LayoutState => ({ status: 'absent', organisationId: '', layoutId: '', layout: null });

export const evolveLayout = (state: LayoutState, event: LayoutEvent): LayoutState => {
  switch (event.type) {
    case 'LayoutCreated':
      return { status: 'active', organisationId: event.data.organisationId, layoutId: event.data.layoutId, layout: event.data.layout };
    case 'LayoutUpdated':
      return { ...state, layout: event.data.layout };
    case 'LayoutDeleted':
      return { ...state, status: 'deleted', layout: null };
    default:
      return assertNever(event);
  }
};
