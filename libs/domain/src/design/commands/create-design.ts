import { DomainError, type FieldError } from '../../shared';
import type { CreateDesign } from '../design.commands';
import { DESIGN_CHECKBOXES, type DesignCreated } from '../design.events';
import { BRAND_ASSET_TYPES, hasFileType, PRINT_FILE_TYPES } from '../design-files';
import { DESIGN_ERROR_CODES, DESIGN_ERROR_MESSAGES } from '../design.messages';
import type { DesignState } from '../design.state';
import { throwIfProblems } from './design-refusal';

/**
 * A new design (spec 002 section 5). The client supplies a print-ready PDF and confirms all six print
 * checks; the design team works from brand assets and the client confirms the rights only. A stock
 * design (the design team's own) needs no proof and is approved at once.
 */
export const createDesign = (command: CreateDesign, state: DesignState): DesignCreated[] => {
  if (state.exists) throw new DomainError(DESIGN_ERROR_CODES.exists, DESIGN_ERROR_MESSAGES.exists, 'conflict');
  const { designId, form, byDesignTeam } = command.data;
  if (form.stock && !byDesignTeam) throw new DomainError(DESIGN_ERROR_CODES.stockSuperadminOnly, DESIGN_ERROR_MESSAGES.stockSuperadminOnly, 'forbidden');
  const problems: FieldError[] = [];
  const name = form.name.trim();
  if (name === '') problems.push({ path: 'name', msg: DESIGN_ERROR_MESSAGES.nameRequired });
  if (form.assets.length === 0) problems.push({ path: 'assets', msg: DESIGN_ERROR_MESSAGES.assetsRequired });
  form.assets.forEach((asset, index) => {
    if (form.designer === 'client' && !hasFileType(asset.name, PRINT_FILE_TYPES)) problems.push({ path: `assets.${index}`, msg: DESIGN_ERROR_MESSAGES.printFileType(asset.name) });
    if (form.designer === 'profyle' && !hasFileType(asset.name, BRAND_ASSET_TYPES)) problems.push({ path: `assets.${index}`, msg: DESIGN_ERROR_MESSAGES.brandAssetType(asset.name) });
  });
  if (!form.stock) {
    if (form.designer === 'client') {
      for (const box of DESIGN_CHECKBOXES) if (!form.checkboxes[box]) problems.push({ path: `checkboxes.${box}`, msg: DESIGN_ERROR_MESSAGES.confirmRequired });
    } else if (!form.checkboxes.rights) problems.push({ path: 'checkboxes.rights', msg: DESIGN_ERROR_MESSAGES.rightsRequired });
  }
  throwIfProblems(problems);
  return [
    {
      type: 'DesignCreated',
      data: {
        designId,
        organisationId: command.metadata.organisationId,
        name,
        designer: form.designer,
        assets: form.assets,
        notes: form.notes,
        checkboxes: form.checkboxes,
        stock: form.stock,
        order: form.stock ? form.order : 0,
        imageUrl: form.imageUrl,
        status: form.stock ? 'approved' : 'awaiting_proof',
      },
    },
  ];
};
