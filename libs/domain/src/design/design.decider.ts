import { assertNever, type Decider, streamId } from '../shared';
import { archiveDesign, unarchiveDesign } from './commands/archive-design';
import { createDesign } from './commands/create-design';
import { approveDesignProof, rejectDesignProof, requestDesignAssets, uploadDesignPreview, uploadDesignProof } from './commands/review-design-proof';
import { updateDesign } from './commands/update-design';
import type { DesignCommand } from './design.commands';
import type { DesignEvent } from './design.events';
import { type DesignState, evolveDesign, initialDesignState } from './design.state';

export const DESIGN_STREAM_CATEGORY = 'design';

/** `design-<uuid>` */
export const designStreamId = (designId: string): string => streamId(DESIGN_STREAM_CATEGORY, designId);

export const decideDesign = (command: DesignCommand, state: DesignState): DesignEvent[] => {
  switch (command.type) {
    case 'CreateDesign':
      return createDesign(command, state);
    case 'UpdateDesign':
      return updateDesign(command, state);
    case 'UploadDesignProof':
      return uploadDesignProof(command, state);
    case 'UploadDesignPreview':
      return uploadDesignPreview(command, state);
    case 'ApproveDesignProof':
      return approveDesignProof(command, state);
    case 'RejectDesignProof':
      return rejectDesignProof(command, state);
    case 'RequestDesignAssets':
      return requestDesignAssets(command, state);
    case 'ArchiveDesign':
      return archiveDesign(command, state);
    case 'UnarchiveDesign':
      return unarchiveDesign(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * A card design and its proof cycle (spec 002 section 4): assets in, the design team's proof, the
 * client's approval or rejection, requests for more assets; approved proofs are final. Archived
 * designs stay readable but cannot be ordered.
 */
export const designDecider: Decider<DesignCommand, DesignEvent, DesignState> = {
  initialState: initialDesignState,
  evolve: evolveDesign,
  decide: decideDesign,
};
