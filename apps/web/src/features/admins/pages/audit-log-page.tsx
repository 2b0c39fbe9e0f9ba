import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, type AuditEntry } from '@profyle/contracts/audit';
import { ADMIN_PAGE_SIZES, AUDIT_LOG_START, DEFAULT_ADMIN_PAGE_SIZE } from '../../../app/config';
import { fieldErrorsOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Badge, EmptyState } from '../../../shared/ui/feedback';
import { SelectField, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useListAuditQuery } from '../admins-api';

type Filters = Record<'action' | 'actor' | 'from' | 'to', string>;

const actionLabel = (action: string): MessageKey => `audit.action.${action}` as MessageKey;

/** /portal/admins/audit: the access audit log, newest first, filtered by action, actor and dates; all in the URL. */
export const AuditLogPage = () => {
  const t = useT();
  useDocumentTitle(t('audit.title'));
  const { formatDateTime } = useFormatters();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const applied: Filters = { action: params.get('action') ?? '', actor: params.get('actor') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const [draft, setDraft] = useState<Filters>(applied);
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const sizeParam = Number(params.get('page_size'));
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_ADMIN_PAGE_SIZE;
  const audit = useListAuditQuery({ organisationId: session.organisationId, ...applied, page, page_size: pageSize });
  const entries = audit.data?.data ?? [];
  const fieldErrors = fieldErrorsOf(audit.error);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    update({ ...draft, page: null });
  };

  const describe = (entry: AuditEntry) =>
    [
      entry.data.email ? t('audit.user', { email: entry.data.email }) : null,
      entry.data.method ? t('audit.method', { method: entry.data.method }) : null,
      entry.data.reason ? t('audit.reason', { reason: entry.data.reason }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle', { start: new Date(`${AUDIT_LOG_START}T12:00:00Z`) })} crumbs={[{ label: t('nav.admins') }, { label: t('audit.title') }]} />
      <Card css={{ marginBottom: 24 }}>
        <form onSubmit={onApply} css={(theme) => ({ display: 'grid', gap: theme.space(4), alignItems: 'end', gridTemplateColumns: '1fr', [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' }, [theme.mq.lg]: { gridTemplateColumns: '1fr 1.3fr 1fr 1fr auto' } })}>
          <SelectField
            label={t('audit.action')}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            options={[{ value: '', label: t('audit.anyAction') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(actionLabel(action)) }))]}
          />
          <TextField label={t('audit.actorFilter')} value={draft.actor} onChange={(event) => setDraft({ ...draft, actor: event.target.value })} />
          <TextField label={t('audit.from')} type="date" min={AUDIT_LOG_START} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} error={fieldErrors.from} />
          <TextField label={t('audit.to')} type="date" min={AUDIT_LOG_START} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} error={fieldErrors.to} />
          <Button type="submit" variant="primary">
            {t('audit.apply')}
          </Button>
        </form>
      </Card>
      <Card flush>
        <QueryStates query={audit} isEmpty={entries.length === 0} empty={<EmptyState icon="clock" title={t('audit.empty')} />}>
        <>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.actor')}</th>
                  <th scope="col">{t('audit.details')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</td>
                    <td>
                      <Badge tone={entry.action === 'login-failed-user' ? 'danger' : entry.action === 'login-support' ? 'info' : 'neutral'}>{t(actionLabel(entry.action))}</Badge>
                    </td>
                    <td>{entry.by}</td>
                    <td css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
                      {describe(entry)}
                      {entry.data.support ? ` · ${t('audit.support')}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={audit.data?.total ?? 0}
            pageSizes={ADMIN_PAGE_SIZES}
            onPage={(next) => update({ page: next === 0 ? null : String(next + 1) })}
            onPageSize={(size) => update({ page_size: size === DEFAULT_ADMIN_PAGE_SIZE ? null : String(size), page: null })}
          />
        </>
        </QueryStates>
      </Card>
    </>
  );
};

export default AuditLogPage;
