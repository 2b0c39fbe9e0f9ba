import { useSearchParams } from 'react-router-dom';
import type { OrderView } from '@profyle/contracts/orders';
import { SUBSCRIPTION_UNIT_PRICE } from '@profyle/domain';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton, TextLink } from '../../../shared/ui/button';
import { Badge, EmptyState } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { useListOrdersQuery, useSubscriptionHistoryQuery } from '../billing-api';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useMoney } from '../use-money';

const PAGE_SIZES = [10, 20, 50] as const;

const pageParam = (params: URLSearchParams, name: string) => Math.max(0, Number.parseInt(params.get(name) ?? '0', 10) || 0);
const sizeParam = (params: URLSearchParams, name: string) => {
  const size = Number(params.get(name));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
};

/** What an order holds, in a few words for the history table. */
const useItemsSummary = () => {
  const t = useT();
  return (order: OrderView) => {
    const cards = order.line_items.reduce((sum, line) => sum + line.quantity, 0);
    if (cards > 0 && order.subscriptions > 0) return t('billing.itemsCardsAndSubscriptions', { cards, subscriptions: order.subscriptions });
    return cards > 0 ? t('billing.itemsCards', { count: cards }) : t('billing.itemsSubscriptions', { count: order.subscriptions });
  };
};

/**
 * /portal/billing (spec 002 section 2): the account details, the order history ('No orders available'
 * when empty) and the subscription history with the columns Date/Time, Subscriptions, Event,
 * Description, By. Both tables page through the URL (orders, history).
 */
export const BillingPage = () => {
  const t = useT();
  const { organisationId } = useSession();
  const { formatDate, formatDateTime, formatNumber } = useFormatters();
  const { formatAmount, formatPence } = useMoney();
  const summary = useItemsSummary();
  const [params, setParams] = useSearchParams();
  const ordersPage = pageParam(params, 'orders');
  const ordersSize = sizeParam(params, 'ordersSize');
  const historyPage = pageParam(params, 'history');
  const historySize = sizeParam(params, 'historySize');
  const organisation = useGetOrganisationQuery(organisationId);
  const orders = useListOrdersQuery({ organisationId, page: ordersPage, page_size: ordersSize });
  const history = useSubscriptionHistoryQuery({ organisationId, page: historyPage, page_size: historySize });
  useDocumentTitle(t('billing.title'));

  /** Defaults stay out of the URL; a new page size starts again at the first page. */
  const setParam = (changes: Record<string, number>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        const isDefault = name.endsWith('Size') ? value === PAGE_SIZES[0] : value === 0;
        if (isDefault) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });

  const org = organisation.data;
  return (
    <>
      <PageHeader
        title={t('billing.title')}
        actions={
          <>
            <LinkButton to="/portal/billing/orders/subscriptions">{t('billing.orderSubscriptions')}</LinkButton>
            <LinkButton to="/portal/billing/orders/new" variant="primary" icon={<Icon name="card" size={18} />}>
              {t('billing.orderCards')}
            </LinkButton>
          </>
        }
      />
      <Stack gap={6}>
        <Card>
          <CardTitle>{t('billing.account')}</CardTitle>
          <QueryStates query={organisation} isEmpty={!org} empty={null}>
            {org ? (
              <DetailList
                items={[
                  { label: t('billing.accountName'), value: org.name },
                  { label: t('billing.accountType'), value: <Badge tone={org.isDemo ? 'warning' : 'success'}>{org.isDemo ? t('billing.accountTrial') : t('billing.accountCustomer')}</Badge> },
                  {
                    label: t('billing.subscriptions'),
                    value: t('billing.subscriptionsLine', { purchased: org.subscriptions.purchased, used: org.subscriptions.used, remaining: Math.max(0, org.remainingSubscriptions) }),
                  },
                  { label: t('billing.nfcCards'), value: t('billing.nfcCardsLine', { purchased: org.nfcCards.purchased, used: org.nfcCards.used }) },
                  { label: t('billing.currency'), value: org.intl.currency },
                  { label: t('billing.subscriptionPrice'), value: t('billing.subscriptionPriceValue', { price: formatPence(SUBSCRIPTION_UNIT_PRICE.minor) }) },
                ]}
              />
            ) : null}
          </QueryStates>
        </Card>

        <Card flush>
          <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
            <CardTitle>{t('billing.orders')}</CardTitle>
          </div>
          <QueryStates query={orders} isEmpty={(orders.data?.total ?? 0) === 0} empty={<EmptyState icon="billing" title={t('billing.noOrders')}>{t('billing.noOrdersBody')}</EmptyState>}>
            <TableScroll>
              <Table aria-label={t('billing.orders')}>
                <thead>
                  <tr>
                    <th scope="col">{t('billing.order')}</th>
                    <th scope="col">{t('billing.date')}</th>
                    <th scope="col">{t('billing.items')}</th>
                    <th scope="col">{t('billing.value')}</th>
                    <th scope="col">{t('billing.payment')}</th>
                    <th scope="col">{t('billing.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(orders.data?.data ?? []).map((order) => (
                    <tr key={order.id}>
                      <td>
                        <TextLink to={`/portal/billing/orders/${encodeURIComponent(order.id)}`}>{order.name || t('order.title', { code: order.short_code })}</TextLink>
                        {order.demo ? (
                          <>
                            {' '}
                            <Badge tone="info">{t('order.demoBadge')}</Badge>
                          </>
                        ) : null}
                      </td>
                      <td>{formatDate(order.meta.createdAt)}</td>
                      <td>{summary(order)}</td>
                      <td>{formatAmount(order.value, order.currency)}</td>
                      <td>{t(`order.payment.${order.payment_method}`)}</td>
                      <td>
                        <OrderStatusBadge status={order.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <Pagination page={ordersPage} pageSize={ordersSize} total={orders.data?.total ?? 0} pageSizes={PAGE_SIZES} onPage={(page) => setParam({ orders: page })} onPageSize={(size) => setParam({ ordersSize: size, orders: 0 })} />
          </QueryStates>
          <div css={(theme) => ({ padding: theme.space(2, 5, 4) })}>
            <Muted>{t('billing.exVat')}</Muted>
          </div>
        </Card>

        <Card flush>
          <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
            <CardTitle>{t('billing.history')}</CardTitle>
          </div>
          <QueryStates query={history} isEmpty={(history.data?.total ?? 0) === 0} empty={<EmptyState icon="clock" title={t('billing.historyEmpty')} />}>
            <TableScroll>
              <Table aria-label={t('billing.history')}>
                <thead>
                  <tr>
                    <th scope="col">{t('billing.historyAt')}</th>
                    <th scope="col">{t('billing.historySubscriptions')}</th>
                    <th scope="col">{t('billing.historyEvent')}</th>
                    <th scope="col">{t('billing.historyDescription')}</th>
                    <th scope="col">{t('billing.historyBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(history.data?.data ?? []).map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.at)}</td>
                      <td>{t('billing.historyChange', { change: `${entry.data.change > 0 ? '+' : ''}${formatNumber(entry.data.change)}`, absolute: formatNumber(entry.data.absolute) })}</td>
                      <td>{t(`billing.event.${entry.action}`)}</td>
                      <td>{entry.data.reason}</td>
                      <td>{entry.by}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <Pagination page={historyPage} pageSize={historySize} total={history.data?.total ?? 0} pageSizes={PAGE_SIZES} onPage={(page) => setParam({ history: page })} onPageSize={(size) => setParam({ historySize: size, history: 0 })} />
          </QueryStates>
        </Card>
      </Stack>
    </>
  );
};

export default BillingPage;
