import L from 'leaflet';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { EventDetailView } from '@profyle/contracts/events';
import { eventDuration, eventRoi } from '@profyle/domain';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton, TextLink } from '../../../shared/ui/button';
import { Alert, Badge, EmptyState, LoadingView } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, PageHeader, Stack } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useMoney } from '../../billing/use-money';
import { contactHref, contactsCsvPath, contactsOfEventHref } from '../../contacts/contacts-api';
import { saveFile, useDownloadCsvMutation } from '../../settings/settings-api';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { EventStatusChip, NotificationStatusChip, ProfyleConnectBadge } from '../components/event-status';
import { LeafletMap } from '../components/leaflet-map';
import { useRadiusLabel } from '../components/location-map';
import { eventHref, eventsPath, notificationHref, useEventNotificationsQuery, useGetEventQuery, useRelatedContactsQuery } from '../events-api';

const LIVE_REFRESH_MS = 15_000;

const isLiveEvent = (event: EventDetailView) => event.status === 'current';

const flagOf = (country: string | null) => (country && /^[A-Z]{2}$/.test(country) ? String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '');

/** Time left as "2d 3h 4m 5s". */
const useCountdown = (end: string, live: boolean) => {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  const left = Math.max(0, Date.parse(end) - now);
  const s = Math.floor(left / 1000);
  return [Math.floor(s / 86400) ? `${Math.floor(s / 86400)}d` : '', `${Math.floor((s % 86400) / 3600)}h`, `${Math.floor((s % 3600) / 60)}m`, `${s % 60}s`].filter(Boolean).join(' ');
};

/** /portal/events/{eventId}: the stats strip, details, notifications, related contacts, intro e-mail, superadmin box. */
export const EventPage = () => {
  const { eventId = '' } = useParams();
  const t = useT();
  const { organisationId } = useSession();
  const live = useGetEventQuery({ organisationId, eventId }, { refetchOnMountOrArgChange: true });
  const isLive = live.data?.status === 'current';
  // A live event refreshes its counters (the live contact count) while the page is open.
  const event = useGetEventQuery({ organisationId, eventId }, { pollingInterval: isLive ? LIVE_REFRESH_MS : 0, skip: !live.data });
  const data = event.data ?? live.data;
  useDocumentTitle(data?.name ?? t('events.title'));
  if (live.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(live.error) === 404) return <NotFoundPage inPortal />;
  if (!data) return <Alert tone="danger">{errorMessageOf(live.error, t('events.detail.loadError'))}</Alert>;
  return <EventDetail event={data} />;
};

const EventDetail = ({ event }: { event: EventDetailView }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId, user } = useSession();
  const { formatDateTime, formatNumber } = useFormatters();
  const radiusLabel = useRadiusLabel();
  const notifications = useEventNotificationsQuery({ organisationId, eventId: event.id });
  const contacts = useRelatedContactsQuery({ organisationId, eventId: event.id }, { pollingInterval: isLiveEvent(event) ? 15_000 : 0 });
  const [download, downloading] = useDownloadCsvMutation();
  const isLive = event.status === 'current';
  const countdown = useCountdown(event.end, isLive);
  const fromDirectory = event.sourceId !== null;
  const { formatAmount } = useMoney();
  const money = (value: number) => formatAmount(String(value), event.effectiveCurrency);
  const duration = eventDuration(event.start, event.end);
  const durationText = (parts: NonNullable<typeof duration>) =>
    (['years', 'months', 'days', 'hours', 'minutes'] as const)
      .filter((unit, _index, units) => parts[unit] > 0 || (unit === 'minutes' && units.every((each) => parts[each] === 0)))
      .map((unit) => t(`events.duration.${unit}`, { count: parts[unit] }))
      .join(' ');

  const exportContacts = async () => {
    const result = await download({ organisationId, path: contactsCsvPath(undefined, { event: event.id }) });
    if ('error' in result) notify(errorMessageOf(result.error, t('common.unknownError')), 'error');
    else saveFile(result.data);
  };

  const stats = [
    { label: t('events.detail.visits'), value: formatNumber(event.visitCount) },
    { label: t('events.detail.contacts'), value: formatNumber(event.introductionCount), extra: <TextLink to={contactsOfEventHref(event.id)}>{t('events.detail.viewContacts')}</TextLink> },
    { label: t('events.detail.leadValue'), value: money(event.value) },
    { label: t('events.detail.roi'), value: eventRoi(event.value, event.cost), extra: event.cost ? null : <TextLink to={`${eventHref(event.id)}/edit?expand=true`}>{t('events.detail.setCost')}</TextLink> },
  ];
  const attendees =
    event.attendeeType === 'all'
      ? t('events.detail.attendeesAll')
      : event.attendeeType === 'group'
        ? t('events.detail.attendeesGroups', { count: event.attendeeGroups.length, names: event.attendeeGroups.map((group) => group.name).join(', ') })
        : t('events.detail.attendeesPeople', { count: event.attendeePeopleIds.length });

  return (
    <>
      <PageHeader
        title={
          <span css={{ display: 'inline-flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            {event.name}
            {fromDirectory ? <ProfyleConnectBadge /> : null}
          </span>
        }
        crumbs={[{ label: t('events.title'), to: eventsPath }, { label: event.name }]}
        actions={
          <div css={{ display: 'flex', gap: 8 }}>
            {fromDirectory ? (
              <Button icon={<Icon name="edit" size={18} />} disabled disabledReason={t('events.form.directoryReadOnly')}>
                {t('events.detail.edit')}
              </Button>
            ) : (
              <LinkButton icon={<Icon name="edit" size={18} />} to={`${eventHref(event.id)}/edit`}>
                {t('events.detail.edit')}
              </LinkButton>
            )}
            {fromDirectory ? (
              <Button variant="danger" icon={<Icon name="trash" size={18} />} disabled disabledReason={t('events.form.directoryReadOnly')}>
                {t('events.detail.delete')}
              </Button>
            ) : (
              <LinkButton variant="danger" icon={<Icon name="trash" size={18} />} to={`${eventHref(event.id)}/delete`}>
                {t('events.detail.delete')}
              </LinkButton>
            )}
          </div>
        }
      />
      <Stack gap={5}>
        <section aria-label={t('events.title')} css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' })}>
          {stats.map((stat) => (
            <Card key={stat.label}>
              <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, fontWeight: 600 })}>{stat.label}</div>
              <div data-stat={stat.label} css={{ fontSize: 28, fontWeight: 700, marginTop: 4 }}>
                {stat.value}
              </div>
              {stat.extra}
            </Card>
          ))}
        </section>
        {isLive ? (
          <Alert tone="success" title={t('events.detail.live')}>
            <span css={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
              <span>{t('events.detail.endsIn', { time: countdown })}</span>
              <span aria-live="polite">{t('events.detail.liveContacts', { count: event.introductionCount })}</span>
            </span>
          </Alert>
        ) : null}
        <Card>
          <CardTitle>{t('events.detail.details')}</CardTitle>
          <DetailList
            items={[
              { label: t('events.detail.status'), value: <EventStatusChip status={event.status} /> },
              {
                label: t('events.detail.location'),
                value: (
                  <span>
                    {flagOf(event.country)} {event.location}
                    {event.radius ? ` (${radiusLabel(event.radius)})` : ''}
                  </span>
                ),
              },
              { label: t('events.detail.start'), value: formatDateTime(event.start) },
              { label: t('events.detail.end'), value: formatDateTime(event.end) },
              { label: t('events.detail.duration'), value: duration ? durationText(duration) : t('events.detail.invalidDuration') },
              { label: t('events.detail.attendees'), value: attendees },
              { label: t('events.detail.layout'), value: event.layout ? <TextLink to={`/portal/layouts/${encodeURIComponent(event.layout.id)}`}>{event.layout.label}</TextLink> : t('events.detail.noLayout') },
              { label: t('events.detail.leadValue'), value: event.leadValue === null ? t('events.detail.leadValueDefault') : money(event.leadValue) },
              { label: t('events.detail.cost'), value: event.cost === null ? t('events.detail.notSet') : money(event.cost) },
            ]}
          />
          {event.coordinate ? (
            <div css={{ marginTop: 16 }}>
              <LeafletMap
                label={t('events.detail.location')}
                centre={event.coordinate}
                zoom={13}
                height={260}
                onReady={(map) => {
                  const at = L.latLng(event.coordinate!.latitude, event.coordinate!.longitude);
                  L.circleMarker(at, { radius: 7, color: '#fff', weight: 2, fillColor: '#c2410c', fillOpacity: 1 }).addTo(map);
                  if (event.radius) {
                    const circle = L.circle(at, { radius: event.radius, color: '#c2410c', weight: 2, fillOpacity: 0.12 }).addTo(map);
                    map.fitBounds(circle.getBounds().pad(0.3));
                  }
                }}
              />
            </div>
          ) : null}
        </Card>
        <Card flush>
          <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: theme.space(4), flexWrap: 'wrap' })}>
            <CardTitle css={{ margin: 0 }}>{t('events.detail.notifications')}</CardTitle>
            <LinkButton size="sm" variant="primary" icon={<Icon name="bell" size={16} />} to={`${eventHref(event.id)}/notifications/new`}>
              {t('events.detail.scheduleNotification')}
            </LinkButton>
          </div>
          {notifications.data && notifications.data.data.length === 0 ? (
            <p css={(theme) => ({ padding: theme.space(0, 4, 4), margin: 0, color: theme.colors.textMuted })}>{t('events.detail.noNotifications')}</p>
          ) : (
            <TableScroll>
              <Table aria-label={t('events.detail.notifications')}>
                <thead>
                  <tr>
                    <th scope="col">{t('events.detail.column.title')}</th>
                    <th scope="col">{t('events.detail.column.scheduledFor')}</th>
                    <th scope="col">{t('events.detail.column.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(notifications.data?.data ?? []).map((notification) => (
                    <tr key={notification.id}>
                      <td>
                        <Link to={notificationHref(event.id, notification.id)}>{notification.title.length > 80 ? `${notification.title.slice(0, 80)}…` : notification.title}</Link>
                      </td>
                      <td>{formatDateTime(notification.sendTime)}</td>
                      <td>
                        <NotificationStatusChip status={notification.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </Card>
        <Card flush>
          <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: theme.space(4), flexWrap: 'wrap' })}>
            <CardTitle css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
              {t('events.detail.relatedContacts')} <Badge tone="info">{formatNumber(contacts.data?.total ?? event.introductionCount)}</Badge>
            </CardTitle>
            <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <LinkButton size="sm" variant="ghost" to={contactsOfEventHref(event.id)}>
                {t('events.detail.openInContacts')}
              </LinkButton>
              <Button size="sm" icon={<Icon name="external" size={16} />} onClick={exportContacts} loading={downloading.isLoading}>
                {t('events.exportCsv')}
              </Button>
            </div>
          </div>
          {contacts.data && contacts.data.data.length === 0 ? (
            <EmptyState icon="contacts" title={t('events.detail.noContacts')} />
          ) : (
            <TableScroll>
              <Table aria-label={t('events.detail.relatedContacts')}>
                <thead>
                  <tr>
                    <th scope="col">{t('events.detail.column.name')}</th>
                    <th scope="col">{t('events.detail.column.company')}</th>
                    <th scope="col">{t('events.detail.column.createdOn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(contacts.data?.data ?? []).map((contact) => (
                    <tr key={contact.id}>
                      <td>
                        <Link to={contactHref(contact)}>{contact.name || contact.email}</Link>
                      </td>
                      <td>{contact.company}</td>
                      <td>{formatDateTime(contact.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </Card>
        <Card css={fromDirectory ? { opacity: 0.55 } : undefined} aria-disabled={fromDirectory || undefined}>
          <CardTitle>{t('events.detail.introEmail')}</CardTitle>
          {fromDirectory ? <p>{t('events.detail.introEmailDirectory')}</p> : null}
          {event.customIntroEmailHtml ? (
            <pre css={(theme) => ({ whiteSpace: 'pre-wrap', background: theme.colors.surfaceSunken, padding: theme.space(3), borderRadius: theme.radius.md, fontSize: theme.fontSize.sm, margin: 0 })}>{event.customIntroEmailHtml}</pre>
          ) : (
            <p css={(theme) => ({ color: theme.colors.textMuted, margin: 0 })}>{t('events.detail.introEmailDefault')}</p>
          )}
        </Card>
        {user.superadmin ? (
          <Card aria-label={t('events.detail.superadmin')}>
            <CardTitle>{t('events.detail.superadmin')}</CardTitle>
            <DetailList
              items={[
                { label: t('events.detail.eventId'), value: <code>{event.id}</code> },
                { label: t('events.detail.creator'), value: event.meta.createdBy },
                { label: t('events.detail.createdAt'), value: formatDateTime(event.meta.createdAt) },
                { label: t('events.detail.openInDatabase'), value: <code>{`events_v1/${event.id} · event-${event.id}`}</code> },
              ]}
            />
          </Card>
        ) : null}
      </Stack>
    </>
  );
};

export default EventPage;
