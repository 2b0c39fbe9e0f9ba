import type { ChannelStatus } from '@profyle/domain';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_DELIVERY_PAGE_SIZE, DELIVERY_PAGE_SIZES } from '@profyle/contracts/events';
import { apiText, errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, Badge, LoadingView } from '../../../shared/ui/feedback';
import { Card, CardTitle, DetailList, PageHeader, Stack } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { NotificationStatusChip } from '../components/event-status';
import { eventHref, eventsPath, useCancelNotificationMutation, useGetEventQuery, useGetNotificationQuery, useNotificationDeliveriesQuery } from '../events-api';

/** The delivery log's page in the URL: page (0-based) and pageSize, defaults omitted. */
const readPaging = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  const size = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (DELIVERY_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_DELIVERY_PAGE_SIZE,
  };
};

/** One channel of one delivery: nothing when the channel was not available to the recipient. */
const ChannelBadge = ({ status, channel }: { status: ChannelStatus; channel: string }) => {
  const t = useT();
  if (status === 'unavailable') return null;
  if (status === 'sent') return <Badge tone="success">{channel}</Badge>;
  if (status === 'unknown')
    return (
      <span title={t('events.notification.channelUnknownHint')}>
        <Badge tone="warning">{t('events.notification.channelUnknown', { channel })}</Badge>
      </span>
    );
  return <Badge tone="danger">{t('events.notification.channelFailed', { channel })}</Badge>;
};

/** /portal/events/{eventId}/notifications/{notificationId}: status, texts, time, Cancel while pending, the delivery log a page at a time. */
export const NotificationPage = () => {
  const { eventId = '', notificationId = '' } = useParams();
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { formatDateTime } = useFormatters();
  const event = useGetEventQuery({ organisationId, eventId });
  const notification = useGetNotificationQuery({ organisationId, eventId, notificationId }, { pollingInterval: 5000 });
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  // A page in the URL (a shared link, or back from elsewhere) opens the table on it.
  const [open, setOpen] = useState(params.has('page') || params.has('pageSize'));
  const [confirming, setConfirming] = useState(false);
  const sending = notification.data?.status === 'sending';
  const deliveries = useNotificationDeliveriesQuery({ organisationId, eventId, notificationId, ...paging }, { skip: !open, pollingInterval: sending ? 5000 : 0 });
  /** Defaults are left out of the URL; a new page size starts again at the first page. */
  const updatePaging = (changes: { page?: number; pageSize?: number }) => {
    const next = new URLSearchParams(params);
    const page = changes.pageSize !== undefined ? 0 : (changes.page ?? paging.page);
    const pageSize = changes.pageSize ?? paging.pageSize;
    if (page === 0) next.delete('page');
    else next.set('page', String(page));
    if (pageSize === DEFAULT_DELIVERY_PAGE_SIZE) next.delete('pageSize');
    else next.set('pageSize', String(pageSize));
    setParams(next, { replace: true });
  };
  const [cancel, cancelling] = useCancelNotificationMutation();
  useDocumentTitle(notification.data?.title ?? t('events.notification.title'));

  if (notification.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(notification.error) === 404) return <NotFoundPage inPortal />;
  if (!notification.data) return <Alert tone="danger">{errorMessageOf(notification.error, t('common.unknownError'))}</Alert>;
  const data = notification.data;

  const onCancel = async () => {
    const result = await cancel({ organisationId, eventId, notificationId });
    setConfirming(false);
    if ('error' in result) notify(errorMessageOf(result.error, t('events.notification.cancelError')), 'error');
    else notify(t('events.notification.cancelled'));
  };

  return (
    <>
      <PageHeader
        title={data.title}
        crumbs={[{ label: t('events.title'), to: eventsPath }, { label: event.data?.name ?? '…', to: eventHref(eventId) }, { label: t('events.notification.title') }]}
        actions={
          data.canCancel ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('events.notification.cancel')}
            </Button>
          ) : null
        }
      />
      <Stack gap={5}>
        <Card>
          <DetailList
            items={[
              { label: t('events.notification.status'), value: <NotificationStatusChip status={data.status} /> },
              { label: t('events.notification.titleLabel'), value: data.title },
              { label: t('events.notification.message'), value: <span css={{ whiteSpace: 'pre-wrap' }}>{data.body}</span> },
              { label: t('events.notification.scheduledFor'), value: formatDateTime(data.sendTime) },
              ...(data.status === 'sending' || data.status === 'sent' ? [{ label: t('events.notification.deliveries'), value: t('events.notification.delivered', { delivered: data.delivered, total: data.recipients ?? data.delivered }) }] : []),
            ]}
          />
          {data.error ? <Alert tone="danger">{apiText(data.error)}</Alert> : null}
        </Card>
        <Card flush>
          <div css={(theme) => ({ padding: theme.space(4), display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 })}>
            <CardTitle css={{ margin: 0 }}>{t('events.notification.deliveries')}</CardTitle>
            <Button size="sm" aria-expanded={open} onClick={() => setOpen((current) => !current)}>
              {open ? t('events.notification.hideDeliveries') : t('events.notification.showDeliveries')}
            </Button>
          </div>
          {open ? (
            deliveries.data && deliveries.data.total === 0 ? (
              <p css={(theme) => ({ padding: theme.space(0, 4, 4), margin: 0, color: theme.colors.textMuted })}>{t('events.notification.noneSent')}</p>
            ) : (
              <>
                <TableScroll>
                  <Table aria-label={t('events.notification.deliveries')}>
                    <thead>
                      <tr>
                        <th scope="col">{t('events.notification.column.email')}</th>
                        <th scope="col">{t('events.notification.column.sentAt')}</th>
                        <th scope="col">{t('events.notification.column.channels')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {(deliveries.data?.data ?? []).map((entry) => (
                        <tr key={entry.id}>
                          <td>{entry.email}</td>
                          <td>{formatDateTime(entry.timestamp)}</td>
                          <td css={{ display: 'flex', gap: 6 }}>
                            <ChannelBadge status={entry.pushStatus} channel={t('events.notification.channel.push')} />
                            <ChannelBadge status={entry.emailStatus} channel={t('events.notification.channel.email')} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
                <Pagination
                  page={paging.page}
                  pageSize={paging.pageSize}
                  total={deliveries.data?.total ?? 0}
                  pageSizes={DELIVERY_PAGE_SIZES}
                  onPage={(page) => updatePaging({ page })}
                  onPageSize={(pageSize) => updatePaging({ pageSize })}
                />
              </>
            )
          ) : null}
        </Card>
      </Stack>
      <Dialog
        open={confirming}
        title={t('events.notification.cancel')}
        onClose={() => setConfirming(false)}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{t('events.notification.keep')}</Button>
            <Button variant="danger" onClick={onCancel} loading={cancelling.isLoading}>
              {t('events.notification.cancel')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0 }}>{t('events.notification.cancelConfirm')}</p>
      </Dialog>
    </>
  );
};

export default NotificationPage;
