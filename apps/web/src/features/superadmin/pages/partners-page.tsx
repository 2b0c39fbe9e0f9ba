import { useEffect, useState } from 'react';
import { DEFAULT_ADMIN_PAGE_SIZE } from '@profyle/contracts/admin-users';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { EmptyState, Spinner } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { CursorPagination } from '../components/cursor-pagination';
import { useListOrganisationsQuery, useSetPartnerMutation } from '../superadmin-api';
import { useImpersonate } from '../components/use-impersonate';

const SEARCH_DELAY_MS = 300;

/** /portal/partners (superadmin): the partner organisations (ID, Name), and marking one as a partner. */
export const PartnersPage = () => {
  const t = useT();
  useDocumentTitle(t('partners.title'));
  const notify = useSnackbar();
  const impersonate = useImpersonate();
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ADMIN_PAGE_SIZE);
  // Cursors of the pages shown so far; the last one is this page's.
  const [cursors, setCursors] = useState<string[]>([]);
  const partners = useListOrganisationsQuery({ tab: 'all', partner: true, page_size: pageSize, after: cursors[cursors.length - 1] });
  const [setPartner, { isLoading, originalArgs }] = useSetPartnerMutation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const candidates = useListOrganisationsQuery({ tab: 'all', search, page_size: 10 }, { skip: search === '' });

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const mark = async (organisationId: string, name: string, isPartner: boolean) => {
    const result = await setPartner({ organisationId, isPartner });
    if ('error' in result) notify(t('partners.error'), 'error');
    else notify(t(isPartner ? 'partners.marked' : 'partners.removed', { name }));
  };

  const rows = partners.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('partners.title')} crumbs={[{ label: t('nav.superadmin') }, { label: t('partners.title') }]} />
      <Card flush>
        <QueryStates query={partners} isEmpty={rows.length === 0} empty={<EmptyState icon="organisations" title={t('partners.empty')} />}>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('partners.column.id')}</th>
                  <th scope="col">{t('partners.column.name')}</th>
                  <th scope="col">
                    <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('partners.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <code>{row.id}</code>
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-label={t('orgs.open', { name: row.name })}
                        onClick={() => impersonate(row.id)}
                        css={(theme) => ({ border: 0, padding: 0, background: 'none', font: 'inherit', fontWeight: 600, color: theme.colors.text, cursor: 'pointer', '&:hover': { textDecoration: 'underline' } })}
                      >
                        {row.name}
                      </button>
                    </td>
                    <td css={{ textAlign: 'end' }}>
                      <Button size="sm" variant="ghost" loading={isLoading && originalArgs?.organisationId === row.id} onClick={() => void mark(row.id, row.name, false)}>
                        {t('partners.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </QueryStates>
        <CursorPagination
          pageSize={pageSize}
          pageNumber={cursors.length + 1}
          hasNext={Boolean(partners.data?.next)}
          onPageSize={(size) => {
            setPageSize(size);
            setCursors([]);
          }}
          onPrevious={() => setCursors(cursors.slice(0, -1))}
          onNext={() => partners.data?.next && setCursors([...cursors, partners.data.next])}
        />
      </Card>

      <Card css={(theme) => ({ marginTop: theme.space(6), maxWidth: 720 })}>
        <CardTitle>{t('partners.add')}</CardTitle>
        <TextField id="partners-search" type="search" label={t('orgs.search')} hint={t('partners.addHint')} placeholder={t('orgs.searchPlaceholder')} maxLength={100} value={typed} onChange={(event) => setTyped(event.target.value)} />
        {search && candidates.isFetching ? <Spinner label={t('common.loading')} /> : null}
        {search && candidates.data ? (
          candidates.data.data.length === 0 ? (
            <p css={(theme) => ({ color: theme.colors.textMuted })}>{t('orgs.emptySearch', { search })}</p>
          ) : (
            <ul aria-label={t('orgs.title')} css={(theme) => ({ listStyle: 'none', margin: theme.space(3, 0, 0), padding: 0 })}>
              {candidates.data.data.map((candidate) => (
                <li key={candidate.id} css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3), padding: theme.space(2, 0), borderBottom: `1px solid ${theme.colors.border}` })}>
                  <span>
                    <strong>{candidate.name}</strong> <code css={(theme) => ({ color: theme.colors.textMuted })}>{candidate.id}</code>
                  </span>
                  {candidate.isPartner ? (
                    <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('superadmin.partner')}</span>
                  ) : (
                    <Button size="sm" variant="primary" loading={isLoading && originalArgs?.organisationId === candidate.id} onClick={() => void mark(candidate.id, candidate.name, true)}>
                      {t('partners.markPartner')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </Card>
    </>
  );
};

export default PartnersPage;
