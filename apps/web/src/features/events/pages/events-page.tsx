import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_EVENT_PAGE_SIZE, EVENT_PAGE_SIZES, type EventView } from '@profyle/contracts/events';
import type { DummyEventSet } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, EmptyState, LoadingView, VisuallyHidden } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useMoney } from '../../billing/use-money';
import { saveFile, useDownloadCsvMutation } from '../../settings/settings-api';
import { EventStatusChip, ProfyleConnectBadge } from '../components/event-status';
import { EventsMap } from '../components/events-map';
import { eventHref, eventsPath, type Timings, useDummyEventsMutation, useEventPinsQuery, useEventWarningsQuery, useListEventsQuery } from '../events-api';

const TIMINGS = ['active', 'future', 'past'] as const;

/** The list's state in the URL (spec 002 section 2): active, future, past (default true each), view, page, pageSize; defaults omitted. */
const readQuery = (params: URLSearchParams) => {
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  return {
    active: params.get('active') !== 'false',
    future: params.get('future') !== 'false',
    past: params.get('past') !== 'false',
    view: params.get('view') === 'map' ? ('map' as const) : ('list' as const),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (EVENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_EVENT_PAGE_SIZE,
  };
};

/** Contacts times the lead value, with a dagger when the event sets its own lead value. */
const EventValue = ({ event }: { event: EventView }) => {
  const t = useT();
  const { formatAmount } = useMoney();
  return (
    <span>
      {formatAmount(String(event.value), event.effectiveCurrency)}
      {event.leadValue !== null ? <sup title={t('events.eventSpecificValue')}>†</sup> : null}
    </span>
  );
};

/** /portal/events: the list (a table, cards on narrow screens) and the map, filtered by timing. */
export const EventsPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId, user } = useSession();
  const { formatDateTime, formatNumber } = useFormatters();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const timings: Timings = { active: query.active, future: query.future, past: query.past };
  const list = useListEventsQuery({ organisationId, page: query.page, pageSize: query.pageSize, ...timings }, { skip: query.view !== 'list' });
  const pins = useEventPinsQuery({ organisationId, ...timings }, { skip: query.view !== 'map' });
  const warnings = useEventWarningsQuery({ organisationId });
  const [download, downloading] = useDownloadCsvMutation();
  useDocumentTitle(t('events.title'));

  /** Changes the URL; any filter change goes back to the first page, and defaults are left out. */
  const update = (changes: Partial<Record<'active' | 'future' | 'past' | 'view' | 'page' | 'pageSize', string | null>>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    for (const timing of TIMINGS) if (next.get(timing) === 'true') next.delete(timing);
    if (next.get('view') === 'list') next.delete('view');
    if (next.get('page') === '0') next.delete('page');
    if (next.get('pageSize') === String(DEFAULT_EVENT_PAGE_SIZE)) next.delete('pageSize');
    setParams(next);
  };
  const filtered = !query.active || !query.future || !query.past;
  const reset = () => update({ active: null, future: null, past: null });

  const exportCsv = async () => {
    const filters = new URLSearchParams(Object.entries(timings).filter(([, on]) => !on).map(([key]) => [key, 'false']));
    const result = await download({ organisationId, path: filters.size ? `events?${filters}` : 'events' });
    if ('error' in result) notify(t('events.exportError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else saveFile(result.data);
  };

  const rows = list.data?.data ?? [];
  const concurrent = warnings.data?.concurrentAllPeople ?? [];
  const emptyState = filtered ? (
    <EmptyState icon="search" title={t('events.noMatches')} action={<Button onClick={reset}>{t('events.resetFilters')}</Button>} />
  ) : (
    <EmptyState icon="events" title={t('events.empty')} action={<LinkButton variant="primary" to={`${eventsPath}/create`}>{t('events.createFirst')}</LinkButton>}>
      {t('events.emptyBody')}
    </EmptyState>
  );

  return (
    <>
      <PageHeader
        title={t('events.title')}
        subtitle={t('events.subtitle')}
        actions={
          <LinkButton variant="primary" icon={<Icon name="plus" size={18} />} to={`${eventsPath}/create`}>
            {t('events.create')}
          </LinkButton>
        }
      />
      {concurrent.length > 1 ? (
        <div css={{ marginBottom: 16 }}>
          <Alert tone="warning">{t('events.concurrentWarning', { count: concurrent.length, names: concurrent.map((event) => event.name).join(', ') })}</Alert>
        </div>
      ) : null}
      {user.superadmin ? <DummyDataPanel /> : null}
      <Card flush>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center', padding: theme.space(4), borderBottom: `1px solid ${theme.colors.border}` })}>
          <div role="group" aria-label={t('events.filters')} css={(theme) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap', alignItems: 'center', flex: '1 1 auto' })}>
            {TIMINGS.map((timing) => (
              <label key={timing} css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 36, padding: theme.space(0, 3), borderRadius: theme.radius.pill, border: `1px solid ${theme.colors.border}`, cursor: 'pointer', fontWeight: 600 })}>
                <input type="checkbox" checked={query[timing]} onChange={(event) => update({ [timing]: event.target.checked ? null : 'false' })} />
                {t(`events.filter.${timing}` as MessageKey)}
              </label>
            ))}
            {filtered ? (
              <button type="button" onClick={reset} css={(theme) => ({ minHeight: 36, border: 0, background: 'none', color: theme.colors.primary, fontWeight: 600, cursor: 'pointer' })}>
                {t('events.resetFilters')}
              </button>
            ) : null}
          </div>
          <div role="group" aria-label={t('events.view')} css={{ display: 'flex', gap: 4 }}>
            {(['list', 'map'] as const).map((view) => (
              <Button key={view} size="sm" variant={query.view === view ? 'primary' : 'secondary'} aria-pressed={query.view === view} onClick={() => update({ view: view === 'list' ? null : view }, false)}>
                {t(`events.view.${view}` as MessageKey)}
              </Button>
            ))}
          </div>
          <Button size="sm" icon={<Icon name="external" size={16} />} onClick={exportCsv} loading={downloading.isLoading}>
            {t('events.exportCsv')}
          </Button>
        </div>
        {query.view === 'map' ? (
          <div css={(theme) => ({ padding: theme.space(4) })}>
            {pins.isLoading ? <LoadingView label={t('events.loading')} /> : null}
            {pins.error ? <Alert tone="danger">{t('events.loadError', { message: errorMessageOf(pins.error, t('common.unknownError')) })}</Alert> : null}
            {pins.data ? (
              <>
                {pins.data.data.length === 0 ? <p css={{ marginTop: 0 }}>{t('events.mapEmpty')}</p> : null}
                <EventsMap pins={pins.data.data} />
                <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, marginBottom: 0 })}>{t('events.pinLegend')}</p>
              </>
            ) : null}
          </div>
        ) : list.isLoading ? (
          <LoadingView label={t('events.loading')} />
        ) : list.error ? (
          <div css={{ padding: 16 }}>
            <Alert tone="danger">{t('events.loadError', { message: errorMessageOf(list.error, t('common.unknownError')) })}</Alert>
          </div>
        ) : rows.length === 0 && query.page === 0 ? (
          emptyState
        ) : (
          <>
            <TableScroll css={(theme) => ({ display: 'none', [theme.mq.md]: { display: 'block' } })}>
              <Table aria-label={t('events.title')} aria-busy={list.isFetching || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t('events.column.event')}</th>
                    <th scope="col">
                      <VisuallyHidden>{t('events.column.source')}</VisuallyHidden>
                    </th>
                    <th scope="col">{t('events.column.status')}</th>
                    <th scope="col" aria-sort="descending">
                      {t('events.column.start')}
                    </th>
                    <th scope="col">{t('events.column.end')}</th>
                    <th scope="col">{t('events.column.visits')}</th>
                    <th scope="col">{t('events.column.contacts')}</th>
                    <th scope="col">{t('events.column.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((event) => (
                    <tr key={event.id} data-event-id={event.id} onClick={(click) => !(click.target as HTMLElement).closest('a, button') && navigate(eventHref(event.id))} css={{ cursor: 'pointer' }}>
                      <td>
                        <Link to={eventHref(event.id)} css={(theme) => ({ color: theme.colors.text, fontWeight: 600 })}>
                          {event.name}
                        </Link>
                        <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{event.location}</div>
                      </td>
                      <td>{event.sourceId ? <ProfyleConnectBadge /> : null}</td>
                      <td>
                        <EventStatusChip status={event.status} />
                      </td>
                      <td>{formatDateTime(event.start)}</td>
                      <td>{formatDateTime(event.end)}</td>
                      <td>{formatNumber(event.visitCount)}</td>
                      <td>{formatNumber(event.introductionCount)}</td>
                      <td>
                        <EventValue event={event} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <ul aria-label={t('events.title')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: theme.space(3), display: 'grid', gap: theme.space(3), [theme.mq.md]: { display: 'none' } })}>
              {rows.map((event) => (
                <li key={event.id} css={(theme) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md, padding: theme.space(3) })}>
                  <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
                    <Link to={eventHref(event.id)} css={(theme) => ({ color: theme.colors.text, fontWeight: 700 })}>
                      {event.name}
                    </Link>
                    <EventStatusChip status={event.status} />
                  </div>
                  <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{event.location}</div>
                  <div css={(theme) => ({ fontSize: theme.fontSize.sm, marginTop: theme.space(2) })}>
                    {formatDateTime(event.start)} – {formatDateTime(event.end)}
                  </div>
                  <div css={(theme) => ({ display: 'flex', gap: theme.space(4), marginTop: theme.space(2), fontSize: theme.fontSize.sm, flexWrap: 'wrap' })}>
                    <span>
                      {t('events.column.visits')}: {formatNumber(event.visitCount)}
                    </span>
                    <span>
                      {t('events.column.contacts')}: {formatNumber(event.introductionCount)}
                    </span>
                    <span>
                      {t('events.column.value')}: <EventValue event={event} />
                    </span>
                    {event.sourceId ? <ProfyleConnectBadge /> : null}
                  </div>
                </li>
              ))}
            </ul>
            {rows.some((event) => event.leadValue !== null) ? <p css={(theme) => ({ margin: theme.space(2, 4), color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('events.eventSpecificValue')}</p> : null}
            <Pagination
              page={query.page}
              pageSize={query.pageSize}
              total={list.data?.total ?? 0}
              pageSizes={EVENT_PAGE_SIZES}
              onPage={(page) => update({ page: String(page) }, false)}
              onPageSize={(size) => update({ pageSize: String(size) })}
            />
          </>
        )}
      </Card>
    </>
  );
};

const DUMMY_SETS: DummyEventSet[] = ['development', 'demo', 'past', 'current', 'future'];

/** Superadmins: generate 25 development, 4 demo, 15 past, 15 current or 15 future events, or clear them. */
const DummyDataPanel = () => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [run, running] = useDummyEventsMutation();
  const go = async (set: DummyEventSet | 'clear') => {
    const result = await run({ organisationId, set });
    if ('error' in result) notify(t('events.dummy.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else notify(set === 'clear' ? t('events.dummy.cleared', { count: result.data.deleted }) : t('events.dummy.created', { count: result.data.created }));
  };
  return (
    <Card css={{ marginBottom: 16 }} aria-label={t('events.dummy.title')}>
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>{t('events.dummy.title')}</h2>
      <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('events.dummy.body')}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {DUMMY_SETS.map((set) => (
          <Button key={set} size="sm" disabled={running.isLoading} onClick={() => go(set)}>
            {t(`events.dummy.${set}` as MessageKey)}
          </Button>
        ))}
        <Button size="sm" variant="danger" disabled={running.isLoading} onClick={() => go('clear')}>
          {t('events.dummy.clear')}
        </Button>
      </div>
    </Card>
  );
};

export default EventsPage;
