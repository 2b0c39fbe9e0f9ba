import { useState } from 'react';
import { cardShortIdOf, parseMinorUnits } from '@profyle/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton, TextLink } from '../../../shared/ui/button';
import { OutboundLink } from '../components/outbound-link';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, Badge, LoadingView } from '../../../shared/ui/feedback';
import { EditableText } from '../../../shared/ui/editable-text';
import { Card, CardTitle, DetailList, Muted, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { ShortId } from '../../cards/components/card-badges';
import { useGetOrderQuery, useOrderActionMutation, useUpdateOrderMutation } from '../billing-api';
import { FulfilmentToolkit } from '../components/fulfilment-toolkit';
import { OrderHistory } from '../components/order-history';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useMoney } from '../use-money';
import { HistoryPanel } from '../../history/components/history-panel';

/**
 * /portal/billing/orders/{id} (spec 002 "Order detail"): payment method, line items, address, attention,
 * contact number, subscriptions, PO, notes, invoice details, tracking and history; Name, PO Number,
 * Tracking URL and Notes edit in place. An online order awaiting payment shows 'Payment Required' with
 * Pay Now and Cancel Order; superadmins get the fulfilment toolkit.
 */
export const OrderPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId, user } = useSession();
  const { orderId = '' } = useParams();
  const { formatDateTime, formatNumber } = useFormatters();
  const { formatAmount, formatPence } = useMoney();
  const query = useGetOrderQuery({ organisationId, orderId });
  const [update] = useUpdateOrderMutation();
  const [act, cancelling] = useOrderActionMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const order = query.data;
  useDocumentTitle(order ? t('order.title', { code: order.short_code }) : t('billing.title'));

  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!order) return <Alert tone="danger">{statusOf(query.error) === 404 ? t('order.notFound') : t('common.loadError', { message: errorMessageOf(query.error, t('common.unknownError')) })}</Alert>;

  const save = (field: 'name' | 'po' | 'notes' | 'tracking_url') => async (value: string) => {
    const result = await update({ organisationId, orderId, changes: { [field]: value } });
    if ('error' in result) return t('orderPage.saveError', { message: errorMessageOf(result.error, t('common.unknownError')) });
    notify(t('orderPage.saved'));
    return null;
  };
  const cancelOrder = async () => {
    const result = await act({ organisationId, orderId, action: 'cancel', comment: '' });
    setConfirmCancel(false);
    if ('error' in result) notify(t('toolkit.cancelError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else notify(t('orderPage.cancelled'));
  };

  const address = order.address;
  const awaitingPayment = order.payment_method === 'online' && order.status === 'awaiting_payment';
  const title = order.name || t('order.title', { code: order.short_code });
  return (
    <>
      <PageHeader
        title={
          <Row gap={3}>
            <span>{title}</span>
            <OrderStatusBadge status={order.status} />
            {order.demo ? <Badge tone="info">{t('order.demoBadge')}</Badge> : null}
          </Row>
        }
        subtitle={order.name ? t('order.title', { code: order.short_code }) : t(`order.kind.${order.kind}`)}
        crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: t('order.title', { code: order.short_code }) }]}
      />
      <Stack gap={6}>
        {awaitingPayment ? (
          <Alert
            tone="warning"
            title={t('orderPage.paymentRequired')}
            action={
              <Row gap={2}>
                <Button variant="danger" onClick={() => setConfirmCancel(true)}>
                  {t('orderPage.cancelOrder')}
                </Button>
                <LinkButton variant="primary" to={`/portal/billing/orders/${encodeURIComponent(order.id)}/checkout`}>
                  {t('orderPage.payNow')}
                </LinkButton>
              </Row>
            }
          >
            {t('orderPage.paymentRequiredBody')}
          </Alert>
        ) : null}
        <Dialog
          open={confirmCancel}
          title={t('orderPage.cancelOrder')}
          onClose={() => setConfirmCancel(false)}
          closeLabel={t('common.close')}
          footer={
            <>
              <Button onClick={() => setConfirmCancel(false)}>{t('common.close')}</Button>
              <Button variant="danger" loading={cancelling.isLoading} onClick={() => void cancelOrder()}>
                {t('orderPage.cancelOrder')}
              </Button>
            </>
          }
        >
          <p>{t('orderPage.cancelConfirm')}</p>
        </Dialog>

        {user.superadmin ? <FulfilmentToolkit organisationId={organisationId} order={order} /> : null}
        <HistoryPanel streamId={`order-${order.id}`} />

        <Card>
          <CardTitle>{t('orderPage.details')}</CardTitle>
          <Stack gap={5}>
            <div css={(theme) => ({ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' })}>
              <EditableText label={t('orderPage.name')} value={order.name} placeholder={t('orderPage.namePlaceholder')} maxLength={200} onSave={save('name')} />
              <EditableText label={t('orderPage.po')} value={order.po} placeholder={t('orderPage.poPlaceholder')} maxLength={100} onSave={save('po')} />
              <EditableText
                label={t('orderPage.trackingUrl')}
                value={order.tracking_url ?? ''}
                placeholder={order.posted ? t('orderPage.posted') : t('orderPage.trackingPlaceholder')}
                maxLength={2000}
                onSave={save('tracking_url')}
                display={order.tracking_url ? <span css={{ textDecoration: 'underline' }}>{order.tracking_url}</span> : undefined}
              />
            </div>
            <EditableText label={t('orderPage.notes')} value={order.notes} placeholder={t('orderPage.notesPlaceholder')} maxLength={2000} multiline onSave={save('notes')} />
            <DetailList
              items={[
                { label: t('orderPage.paymentMethod'), value: t(`order.payment.${order.payment_method}`) },
                ...(order.kind === 'cards'
                  ? [
                      { label: t('orderPage.attention'), value: order.attention },
                      { label: t('orderPage.contactNumber'), value: order.contact_number },
                      { label: t('orderPage.address'), value: address ? [address.name, address.line1, address.line2, address.city, address.region, address.postcode, address.country].filter(Boolean).join(', ') : '–' },
                    ]
                  : []),
                { label: t('orderPage.subscriptions'), value: formatNumber(order.subscriptions) },
                {
                  label: t('orderPage.invoice'),
                  value: order.invoice_no ? (
                    <span>
                      {t('orderPage.invoiceValue', { number: order.invoice_no, value: formatAmount(order.value, order.currency) })}{' '}
                      {order.invoice_url ? (
                        <OutboundLink href={order.invoice_url}>
                          {t('orderPage.viewInvoice')}
                        </OutboundLink>
                      ) : null}
                    </span>
                  ) : (
                    '–'
                  ),
                },
                ...(order.tracking_url ? [{ label: t('orderPage.trackingUrl'), value: <OutboundLink href={order.tracking_url}>{order.tracking_url}</OutboundLink> }] : []),
                { label: t('orderPage.courier'), value: order.royal_mail_order_id ?? '–' },
                { label: t('orderPage.cards'), value: formatNumber(order.cardCount) },
                { label: t('orderPage.created'), value: formatDateTime(order.meta.createdAt) },
                { label: t('orderPage.createdBy'), value: order.meta.createdBy },
              ]}
            />
          </Stack>
        </Card>

        <Card flush>
          <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
            <CardTitle>{t('orderPage.items')}</CardTitle>
          </div>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('newOrder.design')}</th>
                  <th scope="col">{t('newOrder.quantity')}</th>
                  <th scope="col">{t('newOrder.unitPrice')}</th>
                  <th scope="col">{t('newOrder.lineTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {order.line_items.map((line, index) => (
                  <tr key={`${line.design_id}-${index}`}>
                    <td>
                      {line.design_name} {line.stock ? <Badge>{t('orderPage.stock')}</Badge> : null}
                    </td>
                    <td>{formatNumber(line.quantity)}</td>
                    <td>{formatAmount(line.unit_price, order.currency)}</td>
                    <td>{formatAmount(line.total, order.currency)}</td>
                  </tr>
                ))}
                {order.subscriptions > 0 ? (
                  <tr>
                    <td>{t('orderPage.subscriptionLine')}</td>
                    <td>{formatNumber(order.subscriptions)}</td>
                    <td>{formatAmount(order.subscription_unit_price, order.currency)}</td>
                    <td>{formatPence((parseMinorUnits(order.subscription_unit_price) ?? 0) * order.subscriptions, order.currency)}</td>
                  </tr>
                ) : null}
              </tbody>
            </Table>
          </TableScroll>
          <div css={(theme) => ({ padding: theme.space(4, 5), display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' })}>
            <Muted>{order.value !== order.list_value ? t('orderPage.listTotal', { value: formatAmount(order.list_value, order.currency) }) : t('billing.exVat')}</Muted>
            <strong>
              {t('orderPage.total')}: {formatAmount(order.value, order.currency)}
            </strong>
          </div>
        </Card>

        {order.card_ids.length > 0 ? (
          <Card aria-labelledby="order-cards-title">
            <CardTitle id="order-cards-title">
              {t('orderPage.assignedCards')} ({formatNumber(order.cardCount)})
            </CardTitle>
            <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), maxHeight: 240, overflowY: 'auto' })}>
              {order.card_ids.map((cardId) => (
                <li key={cardId}>
                  <TextLink to={`/portal/nfc/cards/${cardId}`} title={cardId}>
                    <ShortId>{cardShortIdOf(cardId)}</ShortId>
                  </TextLink>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        <Card>
          <CardTitle>{t('orderPage.history')}</CardTitle>
          <OrderHistory history={order.history} currency={order.currency} />
        </Card>
        <div>
          <Button onClick={() => navigate('/portal/billing')}>{t('common.goBack')}</Button>
        </div>
      </Stack>
    </>
  );
};

export default OrderPage;
