import type { AffiliateView } from '@profyle/contracts/affiliates';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { IconButton, LinkButton, TextLink } from '../../../shared/ui/button';
import { Badge, EmptyState, type Tone } from '../../../shared/ui/feedback';
import { Switch, TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useListAffiliatesQuery } from '../affiliates-api';
import { CursorPagination } from '../components/cursor-pagination';
import { useCursorList } from '../components/use-cursor-list';

type AffiliateStatus = 'archived' | 'expired' | 'usedUp' | 'active';
const STATUS_TONES: Record<AffiliateStatus, Tone> = { archived: 'neutral', expired: 'warning', usedUp: 'warning', active: 'success' };

const statusOf = (row: AffiliateView): AffiliateStatus => (row.archived ? 'archived' : row.isExpired ? 'expired' : row.isValid ? 'active' : 'usedUp');

export const registrationLink = (path: string): string => `${window.location.origin}${path}`;

/** Copies an affiliate's registration link (/register?aff={id}). */
export const CopyLinkButton = ({ affiliate }: { affiliate: Pick<AffiliateView, 'name' | 'registration_path'> }) => {
  const t = useT();
  const notify = useSnackbar();
  const label = t('affiliates.copyLink', { name: affiliate.name });
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={label}
      onClick={() =>
        void navigator.clipboard.writeText(registrationLink(affiliate.registration_path)).then(
          () => notify(t('affiliates.linkCopied')),
          () => notify(t('common.unknownError'), 'error'),
        )
      }
    >
      <Icon name="copy" size={18} />
    </IconButton>
  );
};

/**
 * /portal/affiliates (superadmin): the affiliates by name with their offer, uses and expiry; Include
 * Archived, a search and cursor pages of 10 to 200 (50 by default), all in the URL; a row opens its edit
 * page; each row copies its registration link.
 */
export const AffiliatesPage = () => {
  const t = useT();
  useDocumentTitle(t('affiliates.title'));
  const { formatDate, formatNumber } = useFormatters();
  const { params, pageSize, search, after, searchText, setSearchText, update, pagination } = useCursorList();
  const includeArchived = params.get('include_archived') === 'true';
  const affiliates = useListAffiliatesQuery({ include_archived: includeArchived, search: search || undefined, page_size: pageSize, after });
  const rows = affiliates.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('affiliates.title')}
        crumbs={[{ label: t('nav.superadmin') }, { label: t('affiliates.title') }]}
        actions={
          <LinkButton variant="primary" icon={<Icon name="plus" size={18} />} to="/portal/affiliates/new">
            {t('affiliates.new')}
          </LinkButton>
        }
      />
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: theme.space(4), marginBottom: theme.space(4) })}>
        <div css={{ width: 'min(100%, 360px)' }}>
          <TextField id="affiliates-search" type="search" label={t('affiliates.search')} placeholder={t('orgs.searchPlaceholder')} maxLength={100} value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        </div>
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(6) })}>
          {affiliates.data ? <span css={(theme) => ({ color: theme.colors.textMuted })}>{t('affiliates.count', { total: affiliates.data.total })}</span> : null}
          <Switch id="affiliates-include-archived" label={t('affiliates.includeArchived')} checked={includeArchived} onChange={(event) => update({ include_archived: event.target.checked ? 'true' : null })} />
        </div>
      </div>
      <Card flush>
        <QueryStates
          query={affiliates}
          isEmpty={rows.length === 0}
          empty={search ? <EmptyState icon="affiliates" title={t('affiliates.emptySearch', { search })} /> : <EmptyState icon="affiliates" title={t('affiliates.empty')}>{t('affiliates.emptyBody')}</EmptyState>}
        >
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('affiliates.column.name')}</th>
                  <th scope="col">{t('affiliates.column.trial')}</th>
                  <th scope="col">{t('affiliates.column.subscriptions')}</th>
                  <th scope="col">{t('affiliates.column.discount')}</th>
                  <th scope="col">{t('affiliates.column.uses')}</th>
                  <th scope="col">{t('affiliates.column.expires')}</th>
                  <th scope="col">{t('affiliates.column.status')}</th>
                  <th scope="col">{t('affiliates.column.link')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const status = statusOf(row);
                  return (
                    <tr key={row.id}>
                      <td>
                        <TextLink to={`/portal/affiliates/${encodeURIComponent(row.id)}`} css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                          {row.name}
                        </TextLink>
                        <div css={(theme) => ({ marginTop: 4, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
                          <code>{row.id}</code>
                        </div>
                      </td>
                      <td css={{ whiteSpace: 'nowrap' }}>{row.trial ? t('affiliates.days', { days: row.trial_duration }) : t('affiliates.noTrial')}</td>
                      <td>{formatNumber(row.subscriptions)}</td>
                      <td>{t('affiliates.percent', { value: row.discount })}</td>
                      <td css={{ whiteSpace: 'nowrap' }}>{row.max_uses === 0 ? t('affiliates.usesUnlimited', { uses: row.uses }) : t('affiliates.usesOf', { uses: row.uses, max: row.max_uses })}</td>
                      <td>{row.expires_at ? formatDate(row.expires_at) : t('affiliates.never')}</td>
                      <td>
                        <Badge tone={STATUS_TONES[status]}>{t(`affiliates.status.${status}`)}</Badge>
                      </td>
                      <td>
                        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                          <code css={(theme) => ({ fontSize: theme.fontSize.sm })}>{row.registration_path}</code>
                          <CopyLinkButton affiliate={row} />
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
        </QueryStates>
        <CursorPagination {...pagination(affiliates.data?.next)} />
      </Card>
    </>
  );
};

export default AffiliatesPage;
