import type { DesignView } from '@profyle/contracts/designs';
import { minimumQuantity, unitPriceFor } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton, TextLink } from '../../../shared/ui/button';
import { Alert, Badge, EmptyState, LoadingView } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { useMoney } from '../../billing/use-money';
import { useSession } from '../../auth/session';
import { DesignStatusBadge } from '../components/design-status-badge';
import { type DesignSection, useDesignActionMutation, useListDesignsQuery } from '../designs-api';

const DesignTile = ({ design }: { design: DesignView }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { formatPence } = useMoney();
  const [act, { isLoading }] = useDesignActionMutation();
  const orderable = !design.archived && (design.stock || design.status === 'approved');
  const mine = design.organisationId === organisationId;

  const toggleArchive = async () => {
    const result = await act({ organisationId, designId: design.id, action: design.archived ? 'unarchive' : 'archive' });
    if ('error' in result) notify(`${t('designs.archiveError', { name: design.name })}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
    else notify(t(design.archived ? 'designs.unarchivedDone' : 'designs.archivedDone', { name: design.name }));
  };

  // The price per card falls with the quantity; the tile shows the price at the design's minimum.
  const fromPrice = formatPence(unitPriceFor(design.stock, minimumQuantity(design.stock)).minor);
  return (
    <li css={(theme) => ({ listStyle: 'none', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md, overflow: 'hidden', display: 'flex', flexDirection: 'column', background: theme.colors.surface })}>
      <div css={(theme) => ({ aspectRatio: '85.6 / 54', background: theme.colors.surfaceSunken, display: 'grid', placeItems: 'center' })}>
        {design.imageUrl ? <img src={design.imageUrl} alt="" css={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <Muted>{t('designs.noPreview')}</Muted>}
      </div>
      <Stack gap={2} css={(theme) => ({ padding: theme.space(3) })}>
        <TextLink to={`/portal/nfc/designs/${encodeURIComponent(design.id)}`} css={{ fontWeight: 600 }}>
          {design.name}
        </TextLink>
        <Row gap={2}>
          {design.stock ? <Badge>{t('design.stockBadge')}</Badge> : <DesignStatusBadge status={design.status} />}
          {design.archived ? <Badge tone="neutral">{t('design.archivedBadge')}</Badge> : null}
        </Row>
        <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('designs.priceFrom', { price: fromPrice })}</Muted>
        <Row gap={2}>
          {orderable ? (
            <LinkButton size="sm" variant="primary" to={`/portal/billing/orders/new?designId=${encodeURIComponent(design.id)}`}>
              {t('designs.order')}
            </LinkButton>
          ) : null}
          {mine ? (
            <Button size="sm" loading={isLoading} onClick={() => void toggleArchive()}>
              {design.archived ? t('designs.unarchive') : t('designs.archive')}
            </Button>
          ) : null}
        </Row>
      </Stack>
    </li>
  );
};

const Section = ({ section, title, empty }: { section: DesignSection; title: string; empty: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const designs = useListDesignsQuery({ organisationId, section });
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      {designs.isLoading ? (
        <LoadingView label={t('common.loading')} />
      ) : designs.isError ? (
        <Alert tone="danger">{t('designs.loadError', { message: errorMessageOf(designs.error, t('common.unknownError')) })}</Alert>
      ) : (designs.data?.data.length ?? 0) === 0 ? (
        <EmptyState icon="card" title={empty} />
      ) : (
        <ul aria-label={title} css={(theme) => ({ margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' })}>
          {designs.data?.data.map((design) => <DesignTile key={design.id} design={design} />)}
        </ul>
      )}
    </Card>
  );
};

/** /portal/nfc/designs (spec 002 section 2): the design library with its Custom, Stock and Archived sections. */
export const DesignLibraryPage = () => {
  const t = useT();
  useDocumentTitle(t('designs.title'));
  return (
    <>
      <PageHeader
        title={t('designs.title')}
        actions={
          <LinkButton variant="primary" to="/portal/nfc/designs/new" icon={<Icon name="plus" size={18} />}>
            {t('designs.new')}
          </LinkButton>
        }
      />
      <Stack gap={6}>
        <Section section="custom" title={t('designs.custom')} empty={t('designs.customEmpty')} />
        <Section section="stock" title={t('designs.stock')} empty={t('designs.stockEmpty')} />
        <Section section="archived" title={t('designs.archived')} empty={t('designs.archivedEmpty')} />
      </Stack>
    </>
  );
};

export default DesignLibraryPage;
