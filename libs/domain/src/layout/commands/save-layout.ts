import type { CommandMetadata } from '../../shared';
import type { LayoutSettings } from '../layout';
import type { ChangeLayoutField, LayoutSurroundings, ReplaceLayout } from '../layout.commands';
import type { LayoutCreated, LayoutUpdated } from '../layout.events';
import { changedLayoutFields, withLayoutField } from '../layout.fields';
import { assertValidLayoutId, layoutProblems, normaliseLayout, throwLayoutProblems } from '../layout.rules';
import type { LayoutState } from '../layout.state';
import { currentLayout } from './layout-in-organisation';

/**
 * Saves a layout that results from the current one. The first save of the derived `default` layout
 * creates its stream; saving what is already saved records nothing.
 */
const saveLayout = (
  state: LayoutState,
  layoutId: string,
  surroundings: LayoutSurroundings,
  metadata: CommandMetadata,
  change: (current: LayoutSettings) => LayoutSettings,
): (LayoutCreated | LayoutUpdated)[] => {
  assertValidLayoutId(layoutId);
  const current = currentLayout(state, layoutId, surroundings, metadata);
  const layout = normaliseLayout(change(current));
  throwLayoutProblems(layoutProblems(layout, { layoutId, previous: current, customThemes: surroundings.customThemes, now: metadata.now }));
  const changed = changedLayoutFields(current, layout);
  if (changed.length === 0) return [];
  const { organisationId, actor, now } = metadata;
  if (state.status === 'absent') return [{ type: 'LayoutCreated', data: { organisationId, layoutId, layout, createdAt: now, createdBy: actor.userId } }];
  return [{ type: 'LayoutUpdated', data: { organisationId, layoutId, layout, changed, updatedAt: now, updatedBy: actor.userId } }];
};

export const replaceLayout = (command: ReplaceLayout, state: LayoutState): (LayoutCreated | LayoutUpdated)[] =>
  saveLayout(state, command.data.layoutId, command.data, command.metadata, () => command.data.layout);

export const changeLayoutField = (command: ChangeLayoutField, state: LayoutState): (LayoutCreated | LayoutUpdated)[] =>
  saveLayout(state, command.data.layoutId, command.data, command.metadata, (current) => withLayoutField(current, command.data.change));
