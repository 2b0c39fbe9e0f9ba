import { BUTTON_STYLE_RADIUS, BUTTON_STYLES, type ButtonStyle, type LayoutView, type ThemeOption } from '@profyle/contracts/layouts';
import { useId } from 'react';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Badge, Spinner } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, FieldGrid, PageHeader, Stack } from '../../../shared/ui/layout';
import { BlocksEditor } from '../components/blocks-editor';
import { ColourFields } from '../components/colour-fields';
import { ImageFields } from '../components/image-fields';
import { PhonePreview } from '../components/phone-preview';
import { SavedTextArea, SavedTextField } from '../components/saved-fields';
import { layoutVersion, type LayoutSaver, type SaveStatus, useLayoutSaver } from '../components/use-layout-saver';
import { useListLayoutsQuery } from '../layouts-api';
import { layoutPath, layoutsPath, useLayoutFromRoute } from '../use-layout-route';
import { LayoutLoadState } from './layout-load-state';

const SaveState = ({ status }: { status: SaveStatus }) => {
  const t = useT();
  if (status === 'idle') return null;
  return (
    <span role="status" css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: theme.fontSize.sm, color: status === 'failed' ? theme.colors.danger : theme.colors.textMuted })}>
      {status === 'saving' ? <Spinner size={14} label="" /> : <Icon name={status === 'failed' ? 'alert' : 'check'} size={16} />}
      {status === 'saving' ? t('layouts.saving') : status === 'failed' ? t('layouts.saveFailed') : t('layouts.saved')}
    </span>
  );
};

/** A radio group drawn as cards; deprecated themes can be kept but not newly chosen. */
const ThemePicker = ({ layout, themes, saver }: { layout: LayoutView; themes: ThemeOption[]; saver: LayoutSaver }) => {
  const t = useT();
  const name = useId();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={(theme) => ({ fontWeight: 600, fontSize: theme.fontSize.sm, marginBottom: theme.space(2) })}>{t('layouts.theme')}</legend>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(2), gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' })}>
        {themes.map((theme) => {
          const checked = layout.template === theme.id;
          const disabled = theme.deprecated && !checked;
          return (
            <label
              key={theme.id}
              css={(t2) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: t2.space(3),
                borderRadius: t2.radius.md,
                border: `2px solid ${checked ? t2.colors.primary : t2.colors.border}`,
                background: checked ? t2.colors.primarySoft : t2.colors.surface,
                opacity: disabled ? 0.55 : 1,
                cursor: disabled ? 'not-allowed' : 'pointer',
                '&:focus-within': { outline: `2px solid ${t2.colors.focus}`, outlineOffset: 2 },
              })}
            >
              <input type="radio" name={name} value={theme.id} checked={checked} disabled={disabled} onChange={() => void saver.save('template', theme.id)} />
              <span css={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <span css={{ fontWeight: 600 }}>{theme.name}</span>
                {theme.deprecated ? <Badge tone="warning">{t('layouts.deprecated')}</Badge> : theme.custom ? <Badge>{t('layouts.custom')}</Badge> : null}
              </span>
            </label>
          );
        })}
      </div>
      {themes.some((theme) => theme.deprecated) ? <p css={(theme) => ({ margin: `${theme.space(2)} 0 0`, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>{t('layouts.themeDeprecatedHint')}</p> : null}
      {saver.errors.template ? (
        <p role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm })}>
          {saver.errors.template}
        </p>
      ) : null}
    </fieldset>
  );
};

const ButtonStylePicker = ({ value, saver }: { value: ButtonStyle; saver: LayoutSaver }) => {
  const t = useT();
  const name = useId();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={(theme) => ({ fontWeight: 600, fontSize: theme.fontSize.sm, marginBottom: theme.space(2) })}>{t('layouts.buttonStyle')}</legend>
      <div css={(theme) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' })}>
        {BUTTON_STYLES.map((style) => (
          <label key={style} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: 8, padding: theme.space(2, 3), border: `2px solid ${value === style ? theme.colors.primary : theme.colors.border}`, borderRadius: theme.radius.md, cursor: 'pointer', '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 } })}>
            <input type="radio" name={name} value={style} checked={value === style} onChange={() => void saver.save('buttonStyle', style)} />
            <span aria-hidden="true" css={(theme) => ({ width: 44, height: 22, borderRadius: Math.min(BUTTON_STYLE_RADIUS[style], 11), background: theme.colors.primary })} />
            {t(`layouts.buttonStyle.${style}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/**
 * /portal/layouts/{id}/edit: every field saves as it changes (PATCH field_to_update) and the phone
 * preview beside it reloads with what was saved (spec 001 section 4).
 */
export const LayoutEditorPage = () => {
  const t = useT();
  const { organisationId, layoutId, query, layout } = useLayoutFromRoute();
  const themes = useListLayoutsQuery({ organisationId }).data?.themes ?? [];
  const saver = useLayoutSaver(organisationId, layoutId);
  useDocumentTitle(layout ? t('layouts.editTitle', { label: layout.label }) : t('layouts.title'));
  if (!layout) return <LayoutLoadState query={query} />;
  const { branding } = layout;

  return (
    <>
      <PageHeader
        title={t('layouts.editTitle', { label: layout.label })}
        crumbs={[{ label: t('layouts.title'), to: layoutsPath }, { label: layout.label, to: layoutPath(layoutId) }, { label: t('layouts.edit') }]}
        actions={
          <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3) })}>
            <SaveState status={saver.status} />
            <LinkButton to={layoutPath(layoutId)} variant="primary">
              {t('layouts.done')}
            </LinkButton>
          </div>
        }
      />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' }, alignItems: 'start' })}>
        <Stack gap={6}>
          <Card>
            <CardTitle>{t('layouts.section.general')}</CardTitle>
            <FieldGrid>
              <SavedTextField
                field="label"
                saved={layout.label}
                saver={saver}
                label={t('layouts.label')}
                hint={layout.is_default ? t('layouts.defaultLabelHint') : t('layouts.labelHint')}
                disabled={layout.is_default}
                required
                maxLength={100}
              />
              <SavedTextField field="name" saved={layout.name} saver={saver} label={t('layouts.companyName')} hint={t('layouts.companyNameHint')} required maxLength={200} />
            </FieldGrid>
          </Card>
          <Card>
            <CardTitle>{t('layouts.section.theme')}</CardTitle>
            <Stack gap={5}>
              <ThemePicker layout={layout} themes={themes} saver={saver} />
              <ButtonStylePicker value={layout.buttonStyle} saver={saver} />
            </Stack>
          </Card>
          <Card>
            <CardTitle>{t('layouts.section.colours')}</CardTitle>
            <ColourFields colors={branding.colors} saver={saver} />
          </Card>
          <Card>
            <CardTitle>{t('layouts.section.images')}</CardTitle>
            <ImageFields branding={branding} saver={saver} />
          </Card>
          <Card>
            <CardTitle>{t('layouts.section.banner')}</CardTitle>
            <FieldGrid>
              <SavedTextField field="branding.banner.cta" saved={branding.banner.cta} saver={saver} label={t('layouts.banner.cta')} hint={t('layouts.banner.ctaHint')} maxLength={60} />
              <SavedTextField field="branding.banner.url" saved={branding.banner.url} saver={saver} label={t('layouts.banner.url')} type="url" placeholder="https://" maxLength={2048} />
            </FieldGrid>
          </Card>
          <Card>
            <CardTitle>{t('layouts.section.blocks')}</CardTitle>
            <BlocksEditor saved={layout.buttons} saver={saver} />
          </Card>
          <Card>
            <CardTitle>{t('layouts.section.css')}</CardTitle>
            <SavedTextArea field="branding.css" saved={branding.css} saver={saver} label={t('layouts.css.label')} hint={t('layouts.css.hint')} maxLength={20000} rows={8} />
          </Card>
        </Stack>
        <section aria-label={t('layouts.preview')} css={(theme) => ({ [theme.mq.lg]: { position: 'sticky', top: theme.space(4) } })}>
          <PhonePreview organisationId={organisationId} layoutId={layoutId} label={layout.label} version={layoutVersion(layout)} />
        </section>
      </div>
    </>
  );
};

export default LayoutEditorPage;
