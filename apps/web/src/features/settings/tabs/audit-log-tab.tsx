import { useState } from 'react';
import type { SettingsAuditEntry } from '@profyle/contracts/settings';
import { type MessageKey, type Translate, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { EmptyState } from '../../../shared/ui/feedback';
import { Card, CardTitle } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useGetSettingsAuditQuery } from '../settings-api';

const PAGE_SIZES = [10, 20, 50, 100] as const;

const describe = (entry: SettingsAuditEntry, t: Translate): string => {
  const params = Object.fromEntries(Object.entries(entry.data).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? value : Array.isArray(value) ? value.join(', ') : JSON.stringify(value)]));
  return t(`settings.audit.${entry.action}` as MessageKey, params);
};

const valueText = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The Audit log tab: every change to the organisation's settings, groups, addresses and custom fields. */
export const AuditLogTab = () => {
  const t = useT();
  const { formatDateTime } = useFormatters();
  const { organisationId } = useSession();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(20);
  const audit = useGetSettingsAuditQuery({ organisationId, page, page_size: pageSize });
  const rows = audit.data?.data ?? [];
  return (
    <Card flush>
      <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
        <CardTitle>{t('settings.audit.title')}</CardTitle>
        <p css={(theme) => ({ margin: theme.space(-2, 0, 4), color: theme.colors.textMuted })}>{t('settings.audit.description')}</p>
      </div>
      <QueryStates query={audit} isEmpty={rows.length === 0} empty={<EmptyState icon="clock" title={t('settings.audit.empty')} />}>
        <TableScroll>
          <Table aria-label={t('settings.audit.title')}>
            <thead>
              <tr>
                <th scope="col">{t('settings.audit.column.at')}</th>
                <th scope="col">{t('settings.audit.column.change')}</th>
                <th scope="col">{t('settings.audit.column.by')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id}>
                  <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</td>
                  <td>
                    {describe(entry, t)}
                    {entry.action === 'setting-changed' ? (
                      <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, overflowWrap: 'anywhere' })}>
                        {valueText(entry.data.previous)} → {valueText(entry.data.value)}
                      </div>
                    ) : null}
                  </td>
                  <td css={{ overflowWrap: 'anywhere' }}>{entry.by}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <Pagination page={page} pageSize={pageSize} total={audit.data?.total ?? 0} pageSizes={PAGE_SIZES} onPage={setPage} onPageSize={(size) => { setPageSize(size); setPage(0); }} />
      </QueryStates>
    </Card>
  );
};

export default AuditLogTab;
