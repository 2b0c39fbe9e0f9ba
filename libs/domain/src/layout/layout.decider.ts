import { assertNever, type Decider, streamId } from '../shared';
import { changeLayoutField, replaceLayout } from './commands/save-layout';
import { createLayout } from './commands/create-layout';
import { deleteLayout } from './commands/delete-layout';
import type { LayoutCommand } from './layout.commands';
import type { LayoutEvent } from './layout.events';
import { assertValidLayoutId } from './layout.rules';
import { evolveLayout, initialLayoutState, type LayoutState } from './layout.state';

export const LAYOUT_STREAM_CATEGORY = 'configuration';

/** `configuration-<organisationId>_<layoutId>`; layout ids never contain `_`, so the last one separates the two. */
export const layoutStreamId = (organisationId: string, layoutId: string): string => {
  assertValidLayoutId(layoutId);
  return streamId(LAYOUT_STREAM_CATEGORY, `${organisationId}_${layoutId}`);
};

export const decideLayout = (command: LayoutCommand, state: LayoutState): LayoutEvent[] => {
  switch (command.type) {
    case 'CreateLayout':
      return createLayout(command, state);
    case 'ReplaceLayout':
      return replaceLayout(command, state);
    case 'ChangeLayoutField':
      return changeLayoutField(command, state);
    case 'DeleteLayout':
      return deleteLayout(command, state);
    default:
      return assertNever(command);
  }
};

/** One layout of one organisation: how its Profyle pages look. */
export const layoutDecider: Decider<LayoutCommand, LayoutEvent, LayoutState> = {
  initialState: initialLayoutState,
  evolve: evolveLayout,
  decide: decideLayout,
};
