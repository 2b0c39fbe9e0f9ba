import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CONTACTS_PAGE_SIZES, type ContactView, DEFAULT_CONTACTS_PAGE_SIZE } from '@profyle/contracts/contacts';
import { normaliseTags } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { Badge, EmptyState, Spinner } from '../../../shared/ui/feedback';
import { InlineSelect } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { eventHref, useEventsWithContactsQuery, useGetEventQuery } from '../../events/events-api';
import { saveFile, useDownloadCsvMutation } from '../../settings/settings-api';
import { contactHref, contactsCsvPath, useAvailableTagsQuery, useListContactsQuery } from '../contacts-api';
import { TagChip } from './tag-chip';

/**
 * The list's state lives in the URL: pageSize, tags (comma-separated, any of), event, and `after` (the
 * cursor of the page shown). Earlier cursors are kept in the history entry's state, so Newer walks back.
 */
const readQuery = (params: URLSearchParams) => {
  const size = Number(params.get('pageSize'));
  const tags = normaliseTags((params.get('tags') ?? '').split(','));
  return {
    pageSize: (CONTACTS_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CONTACTS_PAGE_SIZE,
    tags,
    event: params.get('event') || undefined,
    after: params.get('after') || undefined,
  };
};

/**
 * The event filter: the events that have contacts, by name (and start date, as names repeat), newest
 * first; an event chosen from elsewhere (its page links here) is named even when it is not among them.
 */
const useEventFilter = (organisationId: string, eventId: string | undefined) => {
  const t = useT();
  const { formatDate } = useFormatters();
  const events = useEventsWithContactsQuery({ organisationId });
  const listed = events.data?.data.find((event) => event.id === eventId);
  const chosen = useGetEventQuery({ organisationId, eventId: eventId ?? '' }, { skip: !eventId || !events.data || listed !== undefined });
  const chosenName = !eventId ? null : (listed?.name ?? chosen.data?.name ?? (chosen.isError ? t('contacts.deletedEvent') : '…'));
  const options = (events.data?.data ?? []).map((event) => ({ value: event.id, label: t('contacts.eventOption', { name: event.name, date: formatDate(event.start) }) }));
  if (eventId && !listed) options.unshift({ value: eventId, label: chosenName ?? eventId });
  return { options: [{ value: '', label: t('contacts.allEvents') }, ...options], chosenName, offered: options.length > 0 };
};

export const ContactStatus = ({ status }: { status: ContactView['status'] }) => {
  const t = useT();
  return <Badge tone={status === 'complete' ? 'success' : 'warning'}>{t(status === 'complete' ? 'contacts.status.complete' : 'contacts.status.pending')}</Badge>;
};

/** The contacts of the organisation, or of one person (`personId`), newest first, cursor paged. */
export const ContactsList = ({ personId, empty }: { personId?: string; empty: { title: string; body: string } }) => {
  const t = useT();
  const notify = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const { formatDateTime } = useFormatters();
  const { organisationId } = useSession();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const tagsParam = query.tags.join(',');
  const contacts = useListContactsQuery({ organisationId, personId, pageSize: query.pageSize, tags: tagsParam || undefined, event: query.event, after: query.after });
  const available = useAvailableTagsQuery({ organisationId });
  const eventFilter = useEventFilter(organisationId, query.event);
  const [download, downloading] = useDownloadCsvMutation();
  const cursors: string[] = useMemo(() => ((location.state as { cursors?: string[] } | null)?.cursors ?? []), [location.state]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    // Any filter change starts again at the newest contact.
    next.delete('after');
    setParams(next);
  };
  const toggleTag = (tag: string) => update({ tags: (query.tags.includes(tag) ? query.tags.filter((each) => each !== tag) : [...query.tags, tag]).join(',') || null });
  const older = () => {
    const next = new URLSearchParams(params);
    next.set('after', contacts.data?.next ?? '');
    setParams(next, { state: { cursors: [...cursors, query.after ?? ''] } });
  };
  const newer = () => {
    const previous = cursors[cursors.length - 1];
    const next = new URLSearchParams(params);
    if (previous) next.set('after', previous);
    else next.delete('after');
    setParams(next, { state: { cursors: cursors.slice(0, -1) } });
  };
  const exportCsv = async () => {
    const result = await download({ organisationId, path: contactsCsvPath(personId, { tags: tagsParam, event: query.event }) });
    if ('error' in result) notify(t('contacts.exportError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else saveFile(result.data);
  };

  const rows = contacts.data?.data ?? [];
  const filtered = query.tags.length > 0 || query.event !== undefined;
  const offered = [...new Set([...(available.data?.tags ?? []), ...query.tags])].sort();
  const page = cursors.length + 1;

  return (
    <Card flush>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center', padding: theme.space(4), borderBottom: `1px solid ${theme.colors.border}` })}>
        {offered.length > 0 ? (
          <div role="group" aria-label={t('contacts.filterTagsAny')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), flex: '1 1 320px' })}>
            <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, fontWeight: 600 })}>
              <Icon name="filter" size={16} css={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
              {t('contacts.filterTags')}
            </span>
            {offered.map((tag) => (
              <TagChip key={tag} tag={tag} pressed={query.tags.includes(tag)} onClick={() => toggleTag(tag)} />
            ))}
          </div>
        ) : (
          <div css={{ flex: '1 1 auto' }} />
        )}
        {eventFilter.offered ? (
          <label css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), color: theme.colors.textMuted, fontSize: theme.fontSize.sm, fontWeight: 600 })}>
            <span aria-hidden="true">{t('contacts.filterByEvent')}</span>
            <InlineSelect label={t('contacts.filterByEvent')} value={query.event ?? ''} onChange={(event) => update({ event: event.target.value || null })} options={eventFilter.options} css={{ maxWidth: 280 }} />
          </label>
        ) : null}
        {query.event ? (
          <Badge tone="info">
            <Link to={eventHref(query.event)} css={{ color: 'inherit' }}>
              {t('contacts.filterEvent', { event: eventFilter.chosenName ?? '' })}
            </Link>
          </Badge>
        ) : null}
        {filtered ? (
          <button type="button" onClick={() => update({ tags: null, event: null })} css={(theme) => ({ minHeight: 36, border: 0, background: 'none', color: theme.colors.primary, fontWeight: 600, cursor: 'pointer' })}>
            {t('contacts.clearFilters')}
          </button>
        ) : null}
        {contacts.isFetching && contacts.data ? <Spinner size={20} label={t('common.loading')} /> : null}
        <Button size="sm" icon={<Icon name="external" size={16} />} onClick={exportCsv} loading={downloading.isLoading}>
          {t('contacts.exportCsv')}
        </Button>
      </div>
      <QueryStates
        query={contacts}
        isEmpty={contacts.data !== undefined && rows.length === 0 && !query.after}
        empty={filtered ? <EmptyState icon="search" title={t('contacts.noMatches')} /> : <EmptyState icon="contacts" title={empty.title}>{empty.body}</EmptyState>}
      >
        <TableScroll>
          <Table aria-label={t('contacts.title')} aria-busy={contacts.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('contacts.column.name')}</th>
                <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.md]: { display: 'table-cell' } })}>
                  {t('contacts.column.company')}
                </th>
                {personId ? null : (
                  <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                    {t('contacts.column.owner')}
                  </th>
                )}
                <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.lg]: { display: 'table-cell' } })}>
                  {t('contacts.column.tags')}
                </th>
                <th scope="col">{t('contacts.column.status')}</th>
                <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                  {t('contacts.column.created')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((contact) => {
                const href = contactHref(contact, Boolean(personId));
                const pending = contact.enrichmentStatus === 'pending';
                return (
                  <tr key={contact.id} data-contact-id={contact.id} onClick={(event) => !(event.target as HTMLElement).closest('a, button') && navigate(href)} css={{ cursor: 'pointer' }}>
                    <td>
                      <Link to={href} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), color: theme.colors.text, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
                        <Avatar name={contact.name || contact.email} src={contact.photoUrl || contact.avatar_url || null} size={32} />
                        <span css={{ minWidth: 0 }}>
                          {pending && !contact.name ? <em>{t('contacts.enrichingName')}</em> : contact.name || contact.email}
                          <span css={(theme) => ({ display: 'block', fontWeight: 400, fontSize: theme.fontSize.sm, color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>{contact.email}</span>
                        </span>
                      </Link>
                    </td>
                    <td css={(theme) => ({ display: 'none', [theme.mq.md]: { display: 'table-cell' } })}>{contact.company}</td>
                    {personId ? null : (
                      <td css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                        {contact.ownerDeleted ? t('contacts.ownerDeleted', { name: contact.ownerName || contact.owner }) : contact.ownerName || contact.owner}
                      </td>
                    )}
                    <td css={(theme) => ({ display: 'none', [theme.mq.lg]: { display: 'table-cell' } })}>
                      <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
                        {contact.tags.map((tag) => (
                          <TagChip key={tag} tag={tag} />
                        ))}
                      </span>
                    </td>
                    <td>
                      <ContactStatus status={contact.status} />
                    </td>
                    <td css={(theme) => ({ display: 'none', whiteSpace: 'nowrap', [theme.mq.sm]: { display: 'table-cell' } })}>{formatDateTime(contact.meta.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
        <nav aria-label={t('common.pagination')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: theme.space(4), padding: theme.space(3, 4), borderTop: `1px solid ${theme.colors.border}`, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
          <label css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) })}>
            <span aria-hidden="true">{t('contacts.pageSize')}</span>
            <InlineSelect label={t('contacts.pageSize')} value={String(query.pageSize)} onChange={(event) => update({ pageSize: event.target.value === String(DEFAULT_CONTACTS_PAGE_SIZE) ? null : event.target.value })} options={CONTACTS_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} />
          </label>
          <span aria-live="polite">{t('contacts.pageNumber', { page })}</span>
          <Button size="sm" variant="ghost" disabled={!query.after} onClick={newer} icon={<Icon name="chevronLeft" size={16} css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}>
            {t('contacts.newer')}
          </Button>
          <Button size="sm" variant="ghost" disabled={!contacts.data?.next} onClick={older}>
            {t('contacts.older')}
            <Icon name="chevronRight" size={16} css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
          </Button>
        </nav>
      </QueryStates>
    </Card>
  );
};
