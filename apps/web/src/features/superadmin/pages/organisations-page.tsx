import { type OrganisationListItem, ORGANISATION_TAB_DATES, ORGANISATION_TABS, type OrganisationTab } from '@profyle/contracts/organisations-list';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Badge, EmptyState } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { CursorPagination } from '../components/cursor-pagination';
import { AccountStatusBadge } from '../components/superadmin-area';
import { TabBar } from '../components/tab-bar';
import { useCursorList } from '../components/use-cursor-list';
import { useImpersonate } from '../components/use-impersonate';
import { useListOrganisationsQuery } from '../superadmin-api';

const tabFrom = (value: string | null): OrganisationTab => ((ORGANISATION_TABS as readonly string[]).includes(value ?? '') ? (value as OrganisationTab) : 'all');

/** The tab's date for a row. */
const dateOf = (row: OrganisationListItem, tab: OrganisationTab): string | null => {
  switch (ORGANISATION_TAB_DATES[tab]) {
    case 'created':
      return row.createdAt;
    case 'expires':
    case 'expired':
      return row.demoExpiresOn;
    case 'closed':
      return row.closed;
  }
};

/**
 * /portal/orgs (superadmin): tabs All, Customers, Active Demos, New Demos, Expired Demos, Closed; a search;
 * cursor pages of 10 to 200 rows (50 by default). Tab, search, page size and cursor are in the URL; a row
 * opens the organisation (impersonation).
 */
export const OrganisationsPage = () => {
  const t = useT();
  useDocumentTitle(t('orgs.title'));
  const { formatDate, formatNumber } = useFormatters();
  const impersonate = useImpersonate();
  const { params, pageSize, search, after, searchText, setSearchText, update, pagination } = useCursorList();
  const tab = tabFrom(params.get('tab'));
  const organisations = useListOrganisationsQuery({ tab, search: search || undefined, page_size: pageSize, after });

  const rows = organisations.data?.data ?? [];
  const dateColumn = `orgs.column.${ORGANISATION_TAB_DATES[tab]}` as MessageKey;

  return (
    <>
      <PageHeader title={t('orgs.title')} crumbs={[{ label: t('nav.superadmin') }, { label: t('orgs.title') }]} />
      <TabBar
        label={t('orgs.tabs')}
        idPrefix="orgs-tab"
        panelId="orgs-panel"
        value={tab}
        tabs={ORGANISATION_TABS.map((value) => ({ value, label: t(`orgs.tab.${value}` as MessageKey) }))}
        onChange={(value) => update({ tab: value === 'all' ? null : value })}
      />
      <div role="tabpanel" id="orgs-panel" aria-labelledby={`orgs-tab-${tab}`}>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: theme.space(3), marginBottom: theme.space(4) })}>
          <div css={{ width: 'min(100%, 360px)' }}>
            <TextField id="orgs-search" type="search" label={t('orgs.search')} placeholder={t('orgs.searchPlaceholder')} maxLength={100} value={searchText} onChange={(event) => setSearchText(event.target.value)} />
          </div>
          {organisations.data ? <span css={(theme) => ({ color: theme.colors.textMuted })}>{t('orgs.count', { total: organisations.data.total })}</span> : null}
        </div>
        <Card flush>
          <QueryStates query={organisations} isEmpty={rows.length === 0} empty={<EmptyState icon="organisations" title={search ? t('orgs.emptySearch', { search }) : t('orgs.empty')} />}>
            <TableScroll>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('orgs.column.name')}</th>
                    <th scope="col">{t('orgs.column.orgSize')}</th>
                    <th scope="col">{t('orgs.column.subscriptions')}</th>
                    <th scope="col">{t('orgs.column.accountType')}</th>
                    <th scope="col">{t(dateColumn)}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} onClick={() => impersonate(row.id)} css={{ cursor: 'pointer' }}>
                      <td>
                        <button
                          type="button"
                          aria-label={t('orgs.open', { name: row.name })}
                          onClick={(event) => {
                            event.stopPropagation();
                            impersonate(row.id);
                          }}
                          css={(theme) => ({ border: 0, padding: 0, background: 'none', font: 'inherit', fontWeight: 600, color: theme.colors.text, cursor: 'pointer', textAlign: 'start', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 } })}
                        >
                          {row.name}
                        </button>
                        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', marginTop: 4, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
                          <code>{row.id}</code>
                          <AccountStatusBadge status={row.accountStatus} />
                          {row.isPartner ? <Badge tone="info">{t('superadmin.partner')}</Badge> : null}
                        </div>
                      </td>
                      <td>{row.orgSize ? formatNumber(row.orgSize) : '–'}</td>
                      <td>
                        {formatNumber(row.subscriptions.used)}/{formatNumber(row.subscriptions.purchased)}
                      </td>
                      <td>{row.accountType}</td>
                      <td>{formatDate(dateOf(row, tab))}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </QueryStates>
          <CursorPagination {...pagination(organisations.data?.next)} />
        </Card>
      </div>
    </>
  );
};

export default OrganisationsPage;
