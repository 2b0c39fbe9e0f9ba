import { BRANDING_COLOURS, BUTTON_STYLE_RADIUS } from '@profyle/contracts/layouts';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, PageHeader } from '../../../shared/ui/layout';
import { HistoryPanel } from '../../history/components/history-panel';
import { PhonePreview } from '../components/phone-preview';
import { layoutVersion } from '../components/use-layout-saver';
import { useListLayoutsQuery } from '../layouts-api';
import { layoutPath, layoutsPath, useLayoutFromRoute } from '../use-layout-route';
import { LayoutLoadState } from './layout-load-state';

/** /portal/layouts/{id}: the layout on a phone, its details, and Edit (spec 001 section 2). */
export const LayoutPage = () => {
  const t = useT();
  const { formatDateTime } = useFormatters();
  const { organisationId, layoutId, query, layout } = useLayoutFromRoute();
  const themes = useListLayoutsQuery({ organisationId }).data?.themes ?? [];
  useDocumentTitle(layout?.label ?? t('layouts.title'));
  if (!layout) return <LayoutLoadState query={query} />;
  const theme = themes.find((candidate) => candidate.id === layout.template);

  return (
    <>
      <PageHeader
        title={
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' }}>
            {layout.label}
            {layout.is_default ? <Badge tone="primary">{t('layouts.default')}</Badge> : null}
          </span>
        }
        crumbs={[{ label: t('layouts.title'), to: layoutsPath }, { label: layout.label }]}
        actions={
          <>
            {layout.is_default ? null : (
              <LinkButton to={`${layoutPath(layoutId)}/delete`} variant="ghost" icon={<Icon name="trash" size={18} />}>
                {t('layouts.delete')}
              </LinkButton>
            )}
            <LinkButton to={`${layoutPath(layoutId)}/edit`} variant="primary" icon={<Icon name="edit" size={18} />}>
              {t('layouts.edit')}
            </LinkButton>
          </>
        }
      />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' }, alignItems: 'start' })}>
        <div css={(theme) => ({ display: 'grid', gap: theme.space(6) })}>
        <Card>
          <CardTitle>{t('layouts.details')}</CardTitle>
          <DetailList
            items={[
              { label: t('layouts.companyName'), value: layout.name },
              { label: t('layouts.theme'), value: theme ? `${theme.name}${theme.deprecated ? ` (${t('layouts.deprecated')})` : ''}` : layout.template },
              { label: t('layouts.buttonStyle'), value: `${t(`layouts.buttonStyle.${layout.buttonStyle}`)} (${BUTTON_STYLE_RADIUS[layout.buttonStyle]} px)` },
              {
                label: t('layouts.colours'),
                value: (
                  <span css={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
                    {BRANDING_COLOURS.map((name) => (
                      <span key={name} title={`${t(`layouts.colour.${name}` as MessageKey)} ${layout.branding.colors[name]}`} css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: theme.fontSize.sm })}>
                        <span aria-hidden="true" css={(theme) => ({ width: 16, height: 16, borderRadius: 4, border: `1px solid ${theme.colors.border}`, background: layout.branding.colors[name] })} />
                        {t(`layouts.colour.${name}` as MessageKey)}
                      </span>
                    ))}
                  </span>
                ),
              },
              { label: t('layouts.section.blocks'), value: t('layouts.blocks', { count: layout.buttons.length }) },
              { label: t('layouts.lastUpdated'), value: layout.meta ? formatDateTime(layout.meta.updatedAt) : t('layouts.notSaved') },
            ]}
          />
        </Card>
        {/* A default layout nobody edited yet is derived from the organisation: it has no stream, so no history. */}
        {layout.meta ? <HistoryPanel streamId={`configuration-${organisationId}_${layoutId}`} /> : null}
        </div>
        <section aria-label={t('layouts.preview')}>
          <PhonePreview organisationId={organisationId} layoutId={layoutId} label={layout.label} version={layoutVersion(layout)} />
        </section>
      </div>
    </>
  );
};

export default LayoutPage;
