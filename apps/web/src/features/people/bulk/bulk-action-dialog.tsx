import { useState } from 'react';
import type { BulkResultRow } from '@profyle/contracts/subscriptions';
import { apiText, errorMessageOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert, Badge } from '../../../shared/ui/feedback';
import { Switch } from '../../../shared/ui/fields';
import { Dialog } from '../../../shared/ui/dialog';
import { Muted, Stack } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { GroupSelect } from '../../groups/components/group-select';
import { type BulkAction, useLazyPeopleIdsQuery } from '../people-api';
import type { PeopleListArgs } from '../people-api';
import { type BulkRun, useBulkRun } from './use-bulk-run';

/** The people a bulk action applies to: the rows ticked, or everyone matching the list's filters. */
export type BulkSelection = { kind: 'ids'; ids: string[] } | { kind: 'matching'; total: number; query: Omit<PeopleListArgs, 'page' | 'page_size'> };

type Step = 'confirm' | 'preview' | 'results';

const DESTRUCTIVE: readonly BulkAction[] = ['delete-people', 'remove-subscriptions'];

const RowResults = ({ rows, preview }: { rows: BulkResultRow[]; preview: boolean }) => {
  const t = useT();
  const text = (row: BulkResultRow) => {
    if (row.success) return preview ? t('bulk.willSucceed') : t('bulk.succeeded');
    const code = `bulk.row.${row.error}` as MessageKey;
    const translated = t(code);
    return translated === code ? apiText(row.error) : translated;
  };
  return (
    <TableScroll css={{ maxHeight: 320, overflowY: 'auto' }}>
      <Table aria-label={t('bulk.column.result')}>
        <thead>
          <tr>
            <th scope="col">{t('bulk.column.name')}</th>
            <th scope="col">{t('bulk.column.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row-success={row.success}>
              <td>{row.name || row.id}</td>
              <td>
                <Badge tone={row.success ? 'success' : 'warning'}>{text(row)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
};

const Progress = ({ run, label }: { run: BulkRun; label: string }) => (
  <div>
    <div css={{ marginBottom: 6 }} role="status">
      {label}
    </div>
    <progress value={run.done} max={Math.max(run.total, 1)} aria-label={label} css={{ width: '100%' }} />
  </div>
);

/**
 * A bulk action, start to finish (spec 000's bulk flow): confirm; for assigning subscriptions a dry run
 * previews every row first; then the run, in batches with progress; then every row's result.
 */
export const BulkActionDialog = ({ organisationId, action, selection, onClose }: { organisationId: string; action: BulkAction; selection: BulkSelection; onClose: (changed: boolean) => void }) => {
  const t = useT();
  const notify = useSnackbar();
  const { run, start } = useBulkRun(organisationId);
  const [loadIds] = useLazyPeopleIdsQuery();
  const [step, setStep] = useState<Step>('confirm');
  const [ids, setIds] = useState<string[] | null>(selection.kind === 'ids' ? selection.ids : null);
  const [resolving, setResolving] = useState(false);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [groupError, setGroupError] = useState<string | undefined>();
  const [sendEmail, setSendEmail] = useState(true);
  const count = selection.kind === 'ids' ? selection.ids.length : selection.total;
  const busy = run.running || resolving;

  const selectedIds = async (): Promise<string[] | null> => {
    if (ids) return ids;
    if (selection.kind !== 'matching') return null;
    setResolving(true);
    const result = await loadIds(selection.query);
    setResolving(false);
    if (!result.data) {
      notify(`${t(`bulk.failed.${action}`)}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
      return null;
    }
    setIds(result.data.ids);
    return result.data.ids;
  };

  const go = async (dryRun: boolean) => {
    if (action === 'move-group' && !groupId) {
      setGroupError(t('bulk.groupRequired'));
      return;
    }
    const all = await selectedIds();
    if (!all) return;
    const finished = await start(action, all, { dryRun, ...(action === 'assign-subscriptions' ? { sendEmail } : {}), ...(action === 'move-group' ? { groupId: groupId as string } : {}) });
    if (finished.failure !== null) notify(`${t(`bulk.failed.${action}`)}${finished.failure ? `: ${finished.failure}` : ''}`, 'error');
    setStep(dryRun ? 'preview' : 'results');
  };

  const ok = run.rows.filter((row) => row.success).length;
  const title = t(`bulk.action.${action}`);
  const footer =
    step === 'results' ? (
      <Button variant="primary" onClick={() => onClose(true)}>
        {t('common.close')}
      </Button>
    ) : (
      <>
        <Button onClick={() => onClose(false)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {step === 'confirm' && action === 'assign-subscriptions' ? (
          <Button variant="primary" onClick={() => go(true)} loading={busy}>
            {t('bulk.preview')}
          </Button>
        ) : (
          <Button variant={DESTRUCTIVE.includes(action) ? 'danger' : 'primary'} onClick={() => go(false)} loading={busy} disabled={step === 'preview' && (ok === 0 || run.failure !== null)}>
            {t('bulk.run')}
          </Button>
        )}
      </>
    );

  return (
    <Dialog open onClose={() => (busy ? undefined : onClose(step === 'results'))} title={title} closeLabel={t('common.close')} width={640} footer={footer}>
      <Stack gap={4}>
        {step === 'confirm' && !busy ? (
          <>
            <p css={{ margin: 0, lineHeight: 1.6 }}>{t(`bulk.confirm.${action}`, { count })}</p>
            {action === 'move-group' ? (
              <GroupSelect
                id="bulk-group"
                label={t('bulk.group')}
                noneLabel={t('bulk.groupChoose')}
                value={groupId}
                onChange={(value) => {
                  setGroupId(value);
                  setGroupError(undefined);
                }}
                error={groupError}
              />
            ) : null}
            {action === 'assign-subscriptions' ? <Switch label={t('bulk.sendEmail')} checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} /> : null}
          </>
        ) : null}
        {resolving ? <Progress run={run} label={t('bulk.resolving')} /> : null}
        {run.running ? <Progress run={run} label={t(step === 'confirm' && action === 'assign-subscriptions' ? 'bulk.previewing' : 'bulk.running', { done: run.done, total: run.total })} /> : null}
        {!run.running && step !== 'confirm' ? (
          <>
            {run.failure !== null ? <Alert tone="danger">{t('bulk.stopped', { done: run.done, total: run.total })}</Alert> : null}
            <Muted>
              {step === 'preview'
                ? t('bulk.previewSummary', { ok, skipped: run.rows.length - ok })
                : t('bulk.summary', { ok, failed: run.rows.length - ok })}
            </Muted>
            <RowResults rows={run.rows} preview={step === 'preview'} />
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
};
