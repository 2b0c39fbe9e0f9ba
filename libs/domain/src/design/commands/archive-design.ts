import type { ArchiveDesign, UnarchiveDesign } from '../design.commands';
import type { DesignArchived, DesignUnarchived } from '../design.events';
import type { DesignState } from '../design.state';
import { assertDesignExists } from './design-refusal';

/** Archive and unarchive are a toggle; asking for the state a design is already in records nothing. */
export const archiveDesign = (command: ArchiveDesign, state: DesignState): DesignArchived[] => {
  assertDesignExists(state, command.metadata.organisationId);
  return state.archived ? [] : [{ type: 'DesignArchived', data: { designId: state.designId } }];
};

export const unarchiveDesign = (command: UnarchiveDesign, state: DesignState): DesignUnarchived[] => {
  assertDesignExists(state, command.metadata.organisationId);
  return state.archived ? [{ type: 'DesignUnarchived', data: { designId: state.designId } }] : [];
};
