import { BUTTON_STYLE_RADIUS } from '@profyle/contracts/layouts';
import { Link } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, Muted, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { useSession } from '../../auth/session';
import { CustomThemes } from '../components/custom-themes';
import { LayoutSwatch } from '../components/layout-swatch';
import { useListLayoutsQuery } from '../layouts-api';
import { layoutPath } from '../use-layout-route';

/** /portal/layouts: every layout as a card, the default first; New Layout. */
export const LayoutsListPage = () => {
  const t = useT();
  useDocumentTitle(t('layouts.title'));
  const { formatDate } = useFormatters();
  const { organisationId } = useSession();
  // Groups choose layouts on their own screens: the groups shown here are read afresh on every visit.
  const layouts = useListLayoutsQuery({ organisationId }, { refetchOnMountOrArgChange: true });
  const themeName = (id: string) => layouts.data?.themes.find((theme) => theme.id === id)?.name ?? id;

  return (
    <>
      <PageHeader
        title={t('layouts.title')}
        subtitle={t('layouts.subtitle')}
        actions={
          <LinkButton to="/portal/layouts/new" variant="primary" icon={<Icon name="plus" size={18} />}>
            {t('layouts.new')}
          </LinkButton>
        }
      />
      <QueryStates query={layouts} isEmpty={false} empty={null}>
        <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' })}>
          {layouts.data?.data.map((layout) => (
            <li key={layout.id}>
              <Card css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3), height: '100%' })}>
                <LayoutSwatch colors={layout.colors} radius={BUTTON_STYLE_RADIUS[layout.buttonStyle]} />
                <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <Link to={layoutPath(layout.id)} css={(theme) => ({ fontWeight: 700, fontSize: theme.fontSize.lg, color: theme.colors.text, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
                    {layout.label}
                  </Link>
                  {layout.is_default ? <Badge tone="primary">{t('layouts.default')}</Badge> : null}
                </div>
                <div css={(theme) => ({ display: 'grid', gap: 2, fontSize: theme.fontSize.sm })}>
                  <span>{layout.name}</span>
                  <Muted>
                    {themeName(layout.template)} · {t(`layouts.buttonStyle.${layout.buttonStyle}`)}
                  </Muted>
                  <Muted>{t('layouts.blocks', { count: layout.blocks })}</Muted>
                  {layout.groups.length > 0 ? <Muted>{t('layouts.usedBy', { groups: layout.groups.map((group) => group.name).join(', ') })}</Muted> : null}
                  <Muted>{layout.updated_at ? t('layouts.updated', { date: formatDate(layout.updated_at) }) : t('layouts.notSaved')}</Muted>
                </div>
                <div css={(theme) => ({ display: 'flex', gap: theme.space(2), marginTop: 'auto' })}>
                  <LinkButton to={layoutPath(layout.id)} size="sm">
                    {t('layouts.view')}
                  </LinkButton>
                  <LinkButton to={`${layoutPath(layout.id)}/edit`} size="sm" variant="primary" aria-label={`${t('layouts.edit')} ${layout.label}`}>
                    {t('layouts.edit')}
                  </LinkButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <div css={(theme) => ({ marginTop: theme.space(6) })}>
          <CustomThemes layouts={layouts.data?.data ?? []} />
        </div>
      </QueryStates>
    </>
  );
};

export default LayoutsListPage;
