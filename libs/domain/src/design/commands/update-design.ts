import { DomainError, type FieldError } from '../../shared';
import type { UpdateDesign } from '../design.commands';
import type { DesignAssetsSupplied, DesignDetailChanges, DesignUpdated } from '../design.events';
import { DESIGN_ERROR_CODES, DESIGN_ERROR_MESSAGES } from '../design.messages';
import type { DesignState } from '../design.state';
import { assertDesignExists, throwIfProblems } from './design-refusal';

export const DESIGN_NAME_MIN_LENGTH = 3;

/**
 * Name and notes, recorded only when they changed; assets are the client's re-upload after the design
 * team asked for them (or after the client asked for changes), which sends the design back for a proof.
 */
export const updateDesign = (command: UpdateDesign, state: DesignState): (DesignUpdated | DesignAssetsSupplied)[] => {
  assertDesignExists(state, command.metadata.organisationId);
  const { name, notes, assets } = command.data;
  const problems: FieldError[] = [];
  if (name !== undefined && name.trim().length < DESIGN_NAME_MIN_LENGTH) problems.push({ path: 'name', msg: DESIGN_ERROR_MESSAGES.nameTooShort });
  if (assets !== undefined && assets.length === 0) problems.push({ path: 'assets', msg: DESIGN_ERROR_MESSAGES.assetFileRequired });
  throwIfProblems(problems);

  const events: (DesignUpdated | DesignAssetsSupplied)[] = [];
  const changes: DesignDetailChanges = {};
  if (name !== undefined && name.trim() !== state.name) changes.name = name.trim();
  if (notes !== undefined && notes !== state.notes) changes.notes = notes;
  if (Object.keys(changes).length > 0) events.push({ type: 'DesignUpdated', data: { designId: state.designId, changes } });
  if (assets !== undefined) {
    if (state.status !== 'assets_requested' && state.status !== 'changes_requested') {
      throw new DomainError(DESIGN_ERROR_CODES.noAssetsRequested, DESIGN_ERROR_MESSAGES.noAssetsRequested, 'conflict');
    }
    events.push({ type: 'DesignAssetsSupplied', data: { designId: state.designId, assets } });
  }
  return events;
};
