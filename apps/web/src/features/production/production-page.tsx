import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isStale, PRODUCTION_STALE_MINUTES } from '@profyle/contracts/production';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../app/i18n';
import { organisationSelected } from '../../app/session-slice';
import { useFormatters } from '../../shared/format';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Alert, EmptyState, LoadingView } from '../../shared/ui/feedback';
import { Switch } from '../../shared/ui/fields';
import { Card, CardTitle, Muted, PageHeader, Stack } from '../../shared/ui/layout';
import { Table, TableScroll } from '../../shared/ui/table';
import { OrderStatusBadge } from '../billing/components/order-status-badge';
import { useMoney } from '../billing/use-money';
import { DesignStatusBadge } from '../designs/components/design-status-badge';
import { useProductionDesignsQuery, useProductionOrdersQuery } from './production-api';

/** Now, ticking each minute, so a row turns stale while the page is open. */
const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const linkButtonCss = (theme: import('@emotion/react').Theme) => ({
  font: 'inherit',
  color: theme.colors.primary,
  background: 'none',
  border: 0,
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start' as const,
});

/**
 * /portal/production (superadmin, spec 002 sections 2, 4 and 8): open orders and the designs needing
 * work across organisations (approved and archived designs left out unless all is asked), longest
 * waiting first; an order last updated more than 120 minutes ago shows in the error colour. Opening a
 * row switches to its organisation.
 */
export const ProductionPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const now = useNow();
  const { formatDateTime } = useFormatters();
  const { formatAmount } = useMoney();
  const [params, setParams] = useSearchParams();
  const all = params.get('all') === 'true';
  const orders = useProductionOrdersQuery(all);
  const designs = useProductionDesignsQuery(all);
  useDocumentTitle(t('production.title'));

  const open = (organisationId: string, path: string) => {
    dispatch(organisationSelected(organisationId));
    navigate(path);
  };

  return (
    <>
      <PageHeader title={t('production.title')} subtitle={t('production.subtitle')} />
      <Stack gap={6}>
        <Switch
          label={t('production.showAll')}
          checked={all}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.checked) next.set('all', 'true');
              else next.delete('all');
              return next;
            })
          }
        />
        <Card flush>
          <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
            <CardTitle>{t('production.orders')}</CardTitle>
          </div>
          {orders.isLoading ? (
            <LoadingView label={t('common.loading')} />
          ) : orders.isError ? (
            <div css={{ padding: 20 }}>
              <Alert tone="danger">{t('production.ordersError')}</Alert>
            </div>
          ) : (orders.data?.data.length ?? 0) === 0 ? (
            <EmptyState icon="production" title={t('production.noOrders')} />
          ) : (
            <TableScroll>
              <Table aria-label={t('production.orders')}>
                <thead>
                  <tr>
                    <th scope="col">{t('production.order')}</th>
                    <th scope="col">{t('production.organisation')}</th>
                    <th scope="col">{t('production.items')}</th>
                    <th scope="col">{t('production.payment')}</th>
                    <th scope="col">{t('production.status')}</th>
                    <th scope="col">{t('production.updated')}</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data?.data.map((order) => {
                    const stale = order.status !== 'completed' && order.status !== 'cancelled' && isStale(order.meta.updatedAt, now);
                    return (
                      <tr key={order.id} data-stale={stale || undefined} css={(theme) => (stale ? { td: { color: theme.colors.danger, background: theme.colors.dangerSoft } } : {})}>
                        <td>
                          <button type="button" css={linkButtonCss} onClick={() => open(order.organisationId, `/portal/billing/orders/${encodeURIComponent(order.id)}`)}>
                            {order.name || order.short_code}
                          </button>
                        </td>
                        <td>{order.organisation_name}</td>
                        <td>
                          {order.line_items.map((line) => `${line.quantity} × ${line.design_name}`).join(', ') || `${order.subscriptions}`} · {formatAmount(order.value, order.currency)}
                        </td>
                        <td>{t(`order.payment.${order.payment_method}`)}</td>
                        <td>
                          <OrderStatusBadge status={order.status} />
                        </td>
                        <td>
                          {formatDateTime(order.meta.updatedAt)}
                          {stale ? <div css={(theme) => ({ fontSize: theme.fontSize.xs })}>{t('production.stale', { minutes: PRODUCTION_STALE_MINUTES })}</div> : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableScroll>
          )}
          {orders.data && orders.data.total > orders.data.data.length ? <Muted css={{ display: 'block', padding: 16 }}>{t('production.shown', { shown: orders.data.data.length, total: orders.data.total })}</Muted> : null}
        </Card>

        <Card flush>
          <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
            <CardTitle>{t('production.designs')}</CardTitle>
          </div>
          {designs.isLoading ? (
            <LoadingView label={t('common.loading')} />
          ) : designs.isError ? (
            <div css={{ padding: 20 }}>
              <Alert tone="danger">{t('production.designsError')}</Alert>
            </div>
          ) : (designs.data?.data.length ?? 0) === 0 ? (
            <EmptyState icon="card" title={t('production.noDesigns')} />
          ) : (
            <TableScroll>
              <Table aria-label={t('production.designs')}>
                <thead>
                  <tr>
                    <th scope="col">{t('production.design')}</th>
                    <th scope="col">{t('production.organisation')}</th>
                    <th scope="col">{t('production.status')}</th>
                    <th scope="col">{t('production.updated')}</th>
                  </tr>
                </thead>
                <tbody>
                  {designs.data?.data.map((design) => (
                    <tr key={design.id}>
                      <td>
                        <button type="button" css={linkButtonCss} onClick={() => open(design.organisationId, `/portal/nfc/designs/${encodeURIComponent(design.id)}`)}>
                          {design.name}
                        </button>
                      </td>
                      <td>{design.organisation_name}</td>
                      <td>
                        <DesignStatusBadge status={design.status} />
                      </td>
                      <td>{formatDateTime(design.meta.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </Card>
      </Stack>
    </>
  );
};

export default ProductionPage;
