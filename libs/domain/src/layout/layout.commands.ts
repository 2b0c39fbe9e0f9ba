import type { Command, CommandMetadata } from '../shared';
import type { LayoutSettings } from './layout';
import type { LayoutFieldChange } from './layout.fields';

/** What the api knows that a layout decision needs but the layout stream does not hold. */
export interface LayoutSurroundings {
  /** Ids of the organisation's custom themes. */
  customThemes: readonly string[];
  /**
   * The default layout as derived from the organisation, which the first edit of `default` starts
   * from. Ignored for any other layout.
   */
  derivedDefault: LayoutSettings | null;
}

export type CreateLayout = Command<'CreateLayout', { layoutId: string; layout: LayoutSettings } & LayoutSurroundings, CommandMetadata>;

/** PUT: the whole layout. */
export type ReplaceLayout = Command<'ReplaceLayout', { layoutId: string; layout: LayoutSettings } & LayoutSurroundings, CommandMetadata>;

/** PATCH: one field (`field_to_update`). */
export type ChangeLayoutField = Command<'ChangeLayoutField', { layoutId: string; change: LayoutFieldChange } & LayoutSurroundings, CommandMetadata>;

export type DeleteLayout = Command<'DeleteLayout', { layoutId: string }, CommandMetadata>;

export type LayoutCommand = CreateLayout | ReplaceLayout | ChangeLayoutField | DeleteLayout;
