import { Inject, Injectable } from '@nestjs/common';
import type { LayoutListItem, LayoutView, ThemeOption } from '@profyle/contracts';
import {
  BUILT_IN_THEMES,
  builtInTheme,
  type CustomTheme,
  DEFAULT_LAYOUT_ID,
  derivedDefaultLayout,
  DomainError,
  isThemeDeprecated,
  LAYOUT_ERROR_CODES,
  LAYOUT_ERROR_MESSAGES,
  LAYOUT_ID_PATTERN,
  type LayoutSettings,
  type LayoutState,
  type LayoutSurroundings,
  themeDrawing,
} from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type LayoutDoc, layoutDocumentId, layoutsProjection, organisationsProjection } from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';

export const layoutNotFound = (): DomainError => new DomainError(LAYOUT_ERROR_CODES.notFound, LAYOUT_ERROR_MESSAGES.notFound, 'not_found');

/** A path id that cannot name a layout is simply not found. */
export const assertLayoutId = (id: string): string => {
  if (!LAYOUT_ID_PATTERN.test(id)) throw layoutNotFound();
  return id;
};

const view = (id: string, layout: LayoutSettings, stored: boolean, meta: LayoutView['meta']): LayoutView => ({
  id,
  ...layout,
  is_default: id === DEFAULT_LAYOUT_ID,
  stored,
  meta,
});

/** The answer of a command: the layout as its stream now has it. */
export const viewOfState = (state: LayoutState, surroundings: LayoutSurroundings, layoutId: string, meta: LayoutView['meta'] = null): LayoutView => {
  if (state.layout) return view(layoutId, state.layout, true, meta);
  return view(layoutId, surroundings.derivedDefault ?? derivedDefaultLayout(''), false, null);
};

export const viewOfDoc = (doc: LayoutDoc): LayoutView => {
  const { label, name, template, buttonStyle, group_id, branding, buttons } = doc;
  return view(doc.id, { label, name, template, buttonStyle, group_id, branding, buttons }, true, doc.meta);
};

export const listItemOf = (layout: LayoutView): LayoutListItem => ({
  id: layout.id,
  label: layout.label,
  name: layout.name,
  template: layout.template,
  buttonStyle: layout.buttonStyle,
  colors: layout.branding.colors,
  logo_url: layout.branding.logo_url,
  blocks: layout.buttons.length,
  is_default: layout.is_default,
  groups: [],
  updated_at: layout.meta?.updatedAt ?? null,
});

/**
 * What layouts read besides their own streams: the organisation (the default layout is derived from its
 * name) and its themes. Used by the commands (as the decider's surroundings) and by the queries.
 */
@Injectable()
export class LayoutReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async surroundings(organisationId: string): Promise<LayoutSurroundings> {
    const organisation = await readModel(this.store, organisationsProjection).get(organisationId);
    return { customThemes: (organisation?.themes ?? []).map((theme) => theme.id), derivedDefault: derivedDefaultLayout(organisation?.name ?? organisationId) };
  }

  /** The organisation's own themes. */
  async customThemes(organisationId: string): Promise<CustomTheme[]> {
    return (await readModel(this.store, organisationsProjection).get(organisationId))?.themes ?? [];
  }

  /** How a layout's template is drawn on the public page: a built-in theme, or a custom theme's base and CSS. */
  async themeOf(organisationId: string, template: string): Promise<{ base: string; css: string }> {
    return themeDrawing(template, builtInTheme(template) ? [] : await this.customThemes(organisationId));
  }

  /** The themes a layout may choose: the built-in ones, then the organisation's own. */
  async themes(organisationId: string, now: string): Promise<ThemeOption[]> {
    const builtIn = BUILT_IN_THEMES.map((theme) => ({ id: theme.id, name: theme.name, custom: false, deprecated: isThemeDeprecated(theme, now), base: null }));
    const custom = (await this.customThemes(organisationId)).map((theme) => ({ id: theme.id, name: theme.name, custom: true, deprecated: false, base: theme.base }));
    return [...builtIn, ...custom];
  }

  /** A stored layout of the organisation, or null. */
  stored(organisationId: string, layoutId: string): Promise<LayoutDoc | null> {
    return readModel(this.store, layoutsProjection).get(layoutDocumentId(organisationId, layoutId));
  }

  /** A layout of the organisation, the default one derived when it was never edited; null when there is none. */
  async layout(organisationId: string, layoutId: string): Promise<{ view: LayoutView; revision: number | null } | null> {
    const doc = await this.stored(organisationId, layoutId);
    if (doc) return { view: viewOfDoc(doc), revision: doc.revision };
    if (layoutId !== DEFAULT_LAYOUT_ID) return null;
    const { derivedDefault } = await this.surroundings(organisationId);
    return { view: view(DEFAULT_LAYOUT_ID, derivedDefault ?? derivedDefaultLayout(organisationId), false, null), revision: null };
  }

  /** Every layout of the organisation, the default first, then by label. */
  async list(organisationId: string): Promise<LayoutView[]> {
    const docs = await readModel(this.store, layoutsProjection).find({ organisation_id: organisationId }, { sort: [['label', 1]] });
    const views = docs.map(viewOfDoc);
    const stored = views.find((layout) => layout.is_default);
    const others = views.filter((layout) => !layout.is_default);
    const defaultLayout = stored ?? (await this.layout(organisationId, DEFAULT_LAYOUT_ID))!.view;
    return [defaultLayout, ...others];
  }
}
