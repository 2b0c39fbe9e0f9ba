import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PEOPLE_PAGE_SIZE, DEFAULT_PEOPLE_SORT, PEOPLE_PAGE_SIZES, PEOPLE_SEARCH_MIN_LENGTH, PEOPLE_SORTS, type PeopleSort, type PersonListItem } from '@profyle/contracts/people-list';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Avatar } from '../../../shared/ui/avatar';
import { LinkButton } from '../../../shared/ui/button';
import { EmptyState, Spinner } from '../../../shared/ui/feedback';
import { InlineSelect } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmailText, Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { type BulkAction, type PeopleListArgs, useListPeopleQuery } from '../people-api';
import { BulkActionDialog, type BulkSelection } from '../bulk/bulk-action-dialog';
import { BulkBar } from '../bulk/bulk-bar';
import { SubscriptionBadges } from '../components/subscription-badges';
import { GroupFilter } from '../components/person-placement';
import { InviteEmployeesButton } from '../../registration/components/invite-employees';

/**
 * The list's state lives in the URL (spec STYLE 6): page (1-based here, 0-based for the api), page_size,
 * sort, subscription (active|inactive), filter (unverified|verified), card (true|false), group, search.
 */
const readQuery = (params: URLSearchParams) => {
  const size = Number(params.get('page_size'));
  const sort = params.get('sort') ?? '';
  const subscription = params.get('subscription');
  const filter = params.get('filter');
  const card = params.get('card');
  const search = (params.get('search') ?? '').trim();
  return {
    page: Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1),
    page_size: (PEOPLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PEOPLE_PAGE_SIZE,
    sort: ((PEOPLE_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_PEOPLE_SORT) as PeopleSort,
    subscription: subscription === 'active' || subscription === 'inactive' ? subscription : undefined,
    unverified: filter === 'unverified' ? true : filter === 'verified' ? false : undefined,
    card: card === 'true' ? true : card === 'false' ? false : undefined,
    group: params.get('group') || undefined,
    search: search.length >= PEOPLE_SEARCH_MIN_LENGTH ? search : undefined,
  } satisfies Omit<PeopleListArgs, 'organisationId'>;
};

const hasFilters = (query: ReturnType<typeof readQuery>) => query.subscription !== undefined || query.unverified !== undefined || query.card !== undefined || query.group !== undefined || query.search !== undefined;

export const PeopleListPage = () => {
  const t = useT();
  useDocumentTitle(t('people.title'));
  const navigate = useNavigate();
  const { formatDate } = useFormatters();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = readQuery(params);
  const people = useListPeopleQuery({ organisationId: session.organisationId, ...query });
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  // The selection for bulk actions: ticked rows, or everyone matching the filters. A new filter starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulkAction, setBulkAction] = useState<BulkAction | null>(null);
  const { page: _page, page_size: _pageSize, ...filterQuery } = query;
  const filterKey = JSON.stringify(filterQuery);
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [filterKey]);

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: 'search' in changes });
  };

  // The search box writes to the URL after a pause, and only once it has 3 characters (or is cleared).
  // `written` is the search the URL holds or is about to hold, so a render that still sees the old
  // params (navigations render in a transition) does not write a stale search back.
  const urlSearch = params.get('search') ?? '';
  const written = useRef(urlSearch);
  useEffect(() => {
    // Back and forward (or a link) changed the URL: the box follows it.
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearchText(urlSearch);
    }
  }, [urlSearch]);
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === written.current) return;
    if (trimmed.length > 0 && trimmed.length < PEOPLE_SEARCH_MIN_LENGTH) return;
    const timer = window.setTimeout(() => {
      // The user may have left the list meanwhile (the list stays on screen while the next page loads).
      if (window.location.pathname !== pathname) return;
      written.current = trimmed;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (trimmed) next.set('search', trimmed);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText, pathname, setParams]);

  const searchTooShort = searchText.trim().length > 0 && searchText.trim().length < PEOPLE_SEARCH_MIN_LENGTH;
  const filtered = hasFilters(query);
  const rows: PersonListItem[] = people.data?.data ?? [];
  const showRows = people.data !== undefined && !people.isError;
  const pageIds = rows.map((person) => person.person_id);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const togglePage = () => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (pageSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  };
  const bulkSelection: BulkSelection = allMatching ? { kind: 'matching', total: people.data?.total ?? 0, query: { organisationId: session.organisationId, ...filterQuery } } : { kind: 'ids', ids: [...selected] };

  return (
    <>
      <PageHeader
        title={t('people.title')}
        subtitle={people.data ? t('people.count', { total: people.data.total }) : undefined}
        actions={
          <>
            <InviteEmployeesButton />
            <LinkButton variant="primary" to="/portal/people/new" icon={<Icon name="plus" size={18} />}>
              {t('people.add')}
            </LinkButton>
          </>
        }
      />
      <Card flush>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'flex-start', padding: theme.space(4), borderBottom: `1px solid ${theme.colors.border}` })}>
          <div css={{ flex: '1 1 260px', minWidth: 0 }}>
            <div css={{ position: 'relative' }}>
              <Icon name="search" size={18} css={(theme) => ({ position: 'absolute', insetInlineStart: 12, top: 9, color: theme.colors.textMuted })} />
              <input
                type="search"
                aria-label={t('people.searchLabel')}
                aria-describedby={searchTooShort ? 'people-search-hint' : undefined}
                placeholder={t('people.searchPlaceholder')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                css={(theme) => ({
                  width: '100%',
                  minHeight: 36,
                  padding: theme.space(1.5, 3),
                  paddingInlineStart: 38,
                  borderRadius: theme.radius.sm,
                  border: `1px solid ${theme.colors.borderStrong}`,
                  background: theme.colors.surface,
                  color: theme.colors.text,
                  '&:focus': { outline: `2px solid ${theme.colors.focus}`, borderColor: 'transparent' },
                })}
              />
            </div>
            {searchTooShort ? (
              <div id="people-search-hint" role="status" css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted, marginTop: 4 })}>
                {t('people.searchTooShort')}
              </div>
            ) : null}
          </div>
          <InlineSelect
            label={t('people.filterSubscription')}
            value={query.subscription ?? ''}
            onChange={(event) => update({ subscription: event.target.value || null })}
            options={[
              { value: '', label: `${t('people.filterSubscription')}: ${t('common.all')}` },
              { value: 'active', label: `${t('people.filterSubscription')}: ${t('people.filterSubscriptionActive')}` },
              { value: 'inactive', label: `${t('people.filterSubscription')}: ${t('people.filterSubscriptionInactive')}` },
            ]}
          />
          <InlineSelect
            label={t('people.filterVerification')}
            value={query.unverified === undefined ? '' : query.unverified ? 'unverified' : 'verified'}
            onChange={(event) => update({ filter: event.target.value || null })}
            options={[
              { value: '', label: `${t('people.filterVerification')}: ${t('common.all')}` },
              { value: 'unverified', label: `${t('people.filterVerification')}: ${t('people.filterUnverified')}` },
              { value: 'verified', label: `${t('people.filterVerification')}: ${t('people.filterVerified')}` },
            ]}
          />
          <InlineSelect
            label={t('people.filterCard')}
            value={query.card === undefined ? '' : String(query.card)}
            onChange={(event) => update({ card: event.target.value || null })}
            options={[
              { value: '', label: `${t('people.filterCard')}: ${t('common.all')}` },
              { value: 'true', label: `${t('people.filterCard')}: ${t('people.filterWithCard')}` },
              { value: 'false', label: `${t('people.filterCard')}: ${t('people.filterWithoutCard')}` },
            ]}
          />
          <GroupFilter value={query.group} onChange={(group) => update({ group })} />
          <InlineSelect
            label={t('people.sort')}
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value === DEFAULT_PEOPLE_SORT ? null : event.target.value })}
            options={PEOPLE_SORTS.map((sort) => ({ value: sort, label: t(`people.sort.${sort}` as MessageKey) }))}
          />
          {filtered ? (
            <button
              type="button"
              onClick={() => {
                written.current = '';
                setSearchText('');
                const next = new URLSearchParams();
                if (params.get('page_size')) next.set('page_size', params.get('page_size') as string);
                if (params.get('sort')) next.set('sort', params.get('sort') as string);
                setParams(next);
              }}
              css={(theme) => ({ minHeight: 36, border: 0, background: 'none', color: theme.colors.primary, fontWeight: 600, cursor: 'pointer' })}
            >
              {t('common.clearFilters')}
            </button>
          ) : null}
          {people.isFetching && people.data ? <Spinner size={20} label={t('common.loading')} /> : null}
        </div>
        {selected.size > 0 || allMatching ? (
          <BulkBar
            count={selected.size}
            pageCount={pageIds.length}
            total={people.data?.total ?? 0}
            allMatching={allMatching}
            onSelectAllMatching={() => setAllMatching(true)}
            onClear={() => {
              setSelected(new Set());
              setAllMatching(false);
            }}
            onAction={setBulkAction}
          />
        ) : null}
        <QueryStates query={people} isEmpty={showRows && rows.length === 0} empty={filtered ? (
            <EmptyState icon="search" title={query.search ? t('people.noResults') : t('people.noMatches')} />
          ) : (
            <EmptyState
              icon="people"
              title={t('people.empty')}
              action={
                <LinkButton variant="primary" to="/portal/people/new" icon={<Icon name="plus" size={18} />}>
                  {t('people.add')}
                </LinkButton>
              }
            >
              {t('people.emptyBody')}
            </EmptyState>
          )}>
        <>
          <TableScroll>
            <Table aria-label={t('people.title')} aria-busy={people.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col" css={{ width: 44 }}>
                    <input type="checkbox" aria-label={t('bulk.selectPage')} checked={pageSelected || allMatching} onChange={togglePage} css={{ width: 18, height: 18, cursor: 'pointer' }} />
                  </th>
                  <th scope="col">{t('people.column.name')}</th>
                  <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                    {t('people.column.email')}
                  </th>
                  <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.md]: { display: 'table-cell' } })}>
                    {t('people.column.position')}
                  </th>
                  <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                    {t('people.column.subscription')}
                  </th>
                  <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.lg]: { display: 'table-cell' } })}>
                    {t('people.column.updated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((person) => {
                  const name = `${person.first_name} ${person.last_name}`.trim();
                  const href = `/portal/people/${encodeURIComponent(person.person_id)}`;
                  return (
                    <tr key={person.person_id} data-person-id={person.person_id} onClick={(event) => !(event.target as HTMLElement).closest('a, input, [data-select-cell]') && navigate(href)} css={{ cursor: 'pointer' }}>
                      <td data-select-cell>
                        <input
                          type="checkbox"
                          aria-label={t('bulk.selectRow', { name: name || person.email })}
                          checked={allMatching || selected.has(person.person_id)}
                          onChange={() => toggle(person.person_id)}
                          css={{ width: 18, height: 18, cursor: 'pointer' }}
                        />
                      </td>
                      <td>
                        <Link to={href} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), color: theme.colors.text, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
                          <Avatar name={name || person.email} src={person.photo_url || null} size={32} />
                          <span css={{ minWidth: 0 }}>
                            {name || person.email}
                            {/* Narrow screens have no e-mail column: the address sits under the name. */}
                            <span css={(theme) => ({ display: 'block', fontWeight: 400, fontSize: theme.fontSize.sm, color: theme.colors.textMuted, [theme.mq.sm]: { display: 'none' } })}>
                              <EmailText value={person.email} />
                            </span>
                            <span css={(theme) => ({ display: 'block', marginTop: 4, fontWeight: 400, [theme.mq.sm]: { display: 'none' } })}>
                              <SubscriptionBadges subscription={person.subscription} unverified={person.unverified} />
                            </span>
                          </span>
                        </Link>
                      </td>
                      <td css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                        <EmailText value={person.email} />
                      </td>
                      <td css={(theme) => ({ display: 'none', color: theme.colors.textMuted, [theme.mq.md]: { display: 'table-cell' } })}>{person.position}</td>
                      <td css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'table-cell' } })}>
                        <SubscriptionBadges subscription={person.subscription} unverified={person.unverified} />
                      </td>
                      <td css={(theme) => ({ display: 'none', whiteSpace: 'nowrap', color: theme.colors.textMuted, [theme.mq.lg]: { display: 'table-cell' } })}>{formatDate(person.updated_at)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
          <Pagination
            page={query.page}
            pageSize={query.page_size}
            total={people.data?.total ?? 0}
            pageSizes={PEOPLE_PAGE_SIZES}
            onPage={(next) => update({ page: next === 0 ? null : String(next + 1) }, false)}
            onPageSize={(size) => update({ page_size: size === DEFAULT_PEOPLE_PAGE_SIZE ? null : String(size) })}
          />
        </>
        </QueryStates>
      </Card>
      {bulkAction ? (
        <BulkActionDialog
          organisationId={session.organisationId}
          action={bulkAction}
          selection={bulkSelection}
          onClose={(changed) => {
            setBulkAction(null);
            if (changed) {
              setSelected(new Set());
              setAllMatching(false);
            }
          }}
        />
      ) : null}
    </>
  );
};

export default PeopleListPage;
