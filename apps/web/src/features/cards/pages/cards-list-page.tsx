import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CARD_FILTERS, CARD_SORTS, type CardFilter, type CardListItem, type CardSort } from '@profyle/contracts/cards';
import { DEFAULT_PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZES } from '@profyle/contracts/people-list';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { EmptyState, Spinner } from '../../../shared/ui/feedback';
import { InlineSelect } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card, Muted, PageHeader } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useListCardsQuery } from '../cards-api';
import { CardBadges, ShortId } from '../components/card-badges';

type View = 'list' | 'grid';

/** The list's state lives in the URL: view (list|grid), filter, sort, search, page (1-based) and page_size. */
const readQuery = (params: URLSearchParams) => {
  const size = Number(params.get('page_size'));
  const filter = params.get('filter') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    view: (params.get('view') === 'grid' ? 'grid' : 'list') as View,
    page: Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1),
    page_size: (PEOPLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PEOPLE_PAGE_SIZE,
    filter: ((CARD_FILTERS as readonly string[]).includes(filter) ? filter : 'all') as CardFilter,
    sort: ((CARD_SORTS as readonly string[]).includes(sort) ? sort : '-allocated') as CardSort,
    search: (params.get('search') ?? '').trim() || undefined,
  };
};

const cardHref = (card: CardListItem) => `/portal/nfc/cards/${encodeURIComponent(card.card_id)}`;

const PersonCell = ({ card }: { card: CardListItem }) => {
  const t = useT();
  if (!card.person_id) return <Muted>{t('cards.free')}</Muted>;
  return (
    <Link to={`/portal/people/${encodeURIComponent(card.person_id)}`} onClick={(event) => event.stopPropagation()}>
      {card.name ?? card.person_id}
    </Link>
  );
};

/** /portal/nfc/cards: the organisation's cards as a list or a grid of tiles (?view=grid). */
export const CardsListPage = () => {
  const t = useT();
  useDocumentTitle(t('cards.title'));
  const navigate = useNavigate();
  const { formatDate } = useFormatters();
  const { organisationId } = useSession();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { view, ...listArgs } = query;
  const cards = useListCardsQuery({ organisationId, ...listArgs });
  const [searchText, setSearchText] = useState(query.search ?? '');

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: 'search' in changes });
  };

  // The search box writes to the URL after a short pause.
  useEffect(() => {
    const text = searchText.trim();
    if (text === (query.search ?? '')) return;
    const timer = window.setTimeout(() => update({ search: text || null }), 300);
    return () => window.clearTimeout(timer);
    // Only the typed text schedules a write; the URL it writes to is read when the timer fires.
  }, [searchText]);

  const rows = cards.data?.data ?? [];
  const filtered = query.filter !== 'all' || query.search !== undefined;
  const showRows = cards.data !== undefined && !cards.isError;

  const viewButton = (value: View, icon: 'list' | 'grid', label: MessageKey) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={t(label)}
      title={t(label)}
      onClick={() => update({ view: value === 'list' ? null : value }, false)}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 36,
        border: `1px solid ${theme.colors.borderStrong}`,
        background: view === value ? theme.colors.primarySoft : theme.colors.surface,
        color: view === value ? theme.colors.onPrimarySoft : theme.colors.text,
        cursor: 'pointer',
        '&:first-of-type': { borderStartStartRadius: theme.radius.sm, borderEndStartRadius: theme.radius.sm },
        '&:last-of-type': { borderStartEndRadius: theme.radius.sm, borderEndEndRadius: theme.radius.sm, marginInlineStart: -1 },
      })}
    >
      <Icon name={icon} size={18} />
    </button>
  );

  return (
    <>
      <PageHeader title={t('cards.title')} subtitle={cards.data ? t('cards.count', { total: cards.data.total }) : undefined} />
      <Card flush>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center', padding: theme.space(4), borderBottom: `1px solid ${theme.colors.border}` })}>
          <div css={{ flex: '1 1 220px', minWidth: 0, position: 'relative' }}>
            <Icon name="search" size={18} css={(theme) => ({ position: 'absolute', insetInlineStart: 12, top: 9, color: theme.colors.textMuted })} />
            <input
              type="search"
              aria-label={t('cards.searchLabel')}
              placeholder={t('cards.searchPlaceholder')}
              value={searchText}
              maxLength={64}
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
                fontFamily: theme.font.mono,
                textTransform: 'uppercase',
                '&:focus': { outline: `2px solid ${theme.colors.focus}`, borderColor: 'transparent' },
              })}
            />
          </div>
          <InlineSelect
            label={t('cards.filter')}
            value={query.filter}
            onChange={(event) => update({ filter: event.target.value === 'all' ? null : event.target.value })}
            options={CARD_FILTERS.map((filter) => ({ value: filter, label: t(`cards.filter.${filter}` as MessageKey) }))}
          />
          <InlineSelect
            label={t('cards.sort')}
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value === '-allocated' ? null : event.target.value })}
            options={CARD_SORTS.map((sort) => ({ value: sort, label: t(`cards.sort.${sort}` as MessageKey) }))}
          />
          <div role="group" aria-label={t('cards.view')} css={{ display: 'inline-flex' }}>
            {viewButton('list', 'list', 'cards.viewList')}
            {viewButton('grid', 'grid', 'cards.viewGrid')}
          </div>
          {cards.isFetching && cards.data ? <Spinner size={20} label={t('common.loading')} /> : null}
        </div>
        <QueryStates
          query={cards}
          isEmpty={showRows && rows.length === 0}
          empty={
            filtered ? (
              <EmptyState icon="search" title={t('cards.noMatches')} />
            ) : (
              <EmptyState
                icon="card"
                title={t('cards.empty')}
                action={
                  <LinkButton variant="primary" to="/portal/billing/orders/new" icon={<Icon name="plus" size={18} />}>
                    {t('cards.orderCards')}
                  </LinkButton>
                }
              >
                {t('cards.emptyBody')}
              </EmptyState>
            )
          }
        >
          <>
            {view === 'grid' ? (
              <ul
                aria-label={t('cards.title')}
                css={(theme) => ({ listStyle: 'none', margin: 0, padding: theme.space(4), display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' })}
              >
                {rows.map((card) => (
                  <li key={card.card_id} data-card-id={card.card_id}>
                    <Link
                      to={cardHref(card)}
                      css={(theme) => ({
                        display: 'flex',
                        flexDirection: 'column',
                        gap: theme.space(2),
                        aspectRatio: '85.6 / 54',
                        padding: theme.space(4),
                        borderRadius: theme.radius.md,
                        border: `1px solid ${theme.colors.border}`,
                        background: card.lost ? theme.colors.surfaceSunken : `linear-gradient(135deg, ${theme.colors.surface}, ${theme.colors.primarySoft})`,
                        color: theme.colors.text,
                        textDecoration: 'none',
                        boxShadow: theme.shadow.sm,
                        '&:hover': { borderColor: theme.colors.primary },
                      })}
                    >
                      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                        <Icon name="card" size={22} />
                        <CardBadges card={card} />
                      </div>
                      <div css={{ flex: 1, display: 'flex', alignItems: 'center' }}>
                        <ShortId size="lg">{card.short_id}</ShortId>
                      </div>
                      <div css={(theme) => ({ fontSize: theme.fontSize.sm, color: card.person_id ? theme.colors.text : theme.colors.textMuted })}>{card.person_id ? (card.name ?? card.person_id) : t('cards.free')}</div>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <TableScroll>
                <Table aria-label={t('cards.title')} aria-busy={cards.isFetching || undefined}>
                  <thead>
                    <tr>
                      <th scope="col">{t('cards.column.card')}</th>
                      <th scope="col">{t('cards.column.status')}</th>
                      <th scope="col">{t('cards.column.person')}</th>
                      <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.md]: { display: 'table-cell' } })}>
                        {t('cards.column.design')}
                      </th>
                      <th scope="col" css={(theme) => ({ display: 'none', [theme.mq.lg]: { display: 'table-cell' } })}>
                        {t('cards.column.allocated')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((card) => (
                      <tr key={card.card_id} data-card-id={card.card_id} onClick={(event) => !(event.target as HTMLElement).closest('a') && navigate(cardHref(card))} css={{ cursor: 'pointer' }}>
                        <td>
                          <Link to={cardHref(card)} css={(theme) => ({ color: theme.colors.text, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
                            <ShortId>{card.short_id}</ShortId>
                          </Link>
                        </td>
                        <td>
                          <CardBadges card={card} />
                        </td>
                        <td>
                          <PersonCell card={card} />
                        </td>
                        <td css={(theme) => ({ display: 'none', color: theme.colors.textMuted, [theme.mq.md]: { display: 'table-cell' } })}>{card.design?.name ?? card.design?.id ?? ''}</td>
                        <td css={(theme) => ({ display: 'none', whiteSpace: 'nowrap', color: theme.colors.textMuted, [theme.mq.lg]: { display: 'table-cell' } })}>{formatDate(card.allocated_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            )}
            <Pagination
              page={query.page}
              pageSize={query.page_size}
              total={cards.data?.total ?? 0}
              pageSizes={PEOPLE_PAGE_SIZES}
              onPage={(next) => update({ page: next === 0 ? null : String(next + 1) }, false)}
              onPageSize={(size) => update({ page_size: size === DEFAULT_PEOPLE_PAGE_SIZE ? null : String(size) })}
            />
          </>
        </QueryStates>
      </Card>
    </>
  );
};

export default CardsListPage;
