import { useRef, useState } from 'react';
import type { ImportJob } from '@profyle/contracts/people-csv';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { CSV_EXPORTS } from '../exports';
import { saveFile, useDownloadCsvMutation, useGetImportQuery, useImportPeopleMutation } from '../settings-api';

/** The Import/Export tab: import people from a CSV file, export people, introductions and addresses. */
export const ImportExportTab = () => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [download, downloading] = useDownloadCsvMutation();
  const [importPeople, importing] = useImportPeopleMutation();
  const [job, setJob] = useState<ImportJob | null>(null);
  const [busyExport, setBusyExport] = useState<string | null>(null);

  const onExport = async (kind: string, path: string) => {
    setBusyExport(kind);
    const result = await download({ organisationId, path });
    setBusyExport(null);
    if ('error' in result) notify(t('settings.export.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else saveFile(result.data);
  };

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const result = await importPeople({ organisationId, file });
    if ('error' in result) {
      notify(t('settings.import.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    setJob(result.data.data);
  };

  return (
    <Stack gap={6}>
      <Card>
        <CardTitle>{t('settings.import.title')}</CardTitle>
        <Stack gap={3}>
          <Muted>{t('settings.import.description')}</Muted>
          <input ref={input} id="import-file" type="file" accept="text/csv,.csv" onChange={(event) => onFile(event.target.files?.[0])} css={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }} tabIndex={-1} aria-label={t('settings.import.choose')} />
          <div>
            <Button variant="primary" icon={<Icon name="plus" size={18} />} loading={importing.isLoading} onClick={() => input.current?.click()}>
              {t('settings.import.choose')}
            </Button>
          </div>
        </Stack>
      </Card>
      <Card>
        <CardTitle>{t('settings.export.title')}</CardTitle>
        <Stack gap={4}>
          {CSV_EXPORTS.map((entry) => (
            <div key={entry.kind} css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(4), flexWrap: 'wrap' })}>
              <div>
                <strong>{t(entry.label)}</strong>
                <div>
                  <Muted>{t(entry.description)}</Muted>
                </div>
              </div>
              <Button onClick={() => onExport(entry.kind, entry.path)} loading={downloading.isLoading && busyExport === entry.kind} disabled={downloading.isLoading && busyExport !== entry.kind}>
                {t('settings.export.download', { name: t(entry.label) })}
              </Button>
            </div>
          ))}
        </Stack>
      </Card>
      {job ? <ImportResultsDialog organisationId={organisationId} initial={job} onClose={() => setJob(null)} /> : null}
    </Stack>
  );
};

/** Progress while the import runs (polled once a second), then the results: Status, ID, Email, Errors. */
const ImportResultsDialog = ({ organisationId, initial, onClose }: { organisationId: string; initial: ImportJob; onClose: () => void }) => {
  const t = useT();
  const running = initial.status === 'running';
  const polled = useGetImportQuery({ organisationId, importId: initial.id }, { skip: !running, pollingInterval: 1000 });
  const job = polled.data?.data ?? initial;
  const done = job.status !== 'running';
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <Dialog open title={t('settings.import.resultsTitle')} onClose={onClose} closeLabel={t('common.close')} width={860} footer={<Button variant="primary" onClick={onClose}>{t('common.close')}</Button>}>
      <Stack gap={4}>
        {done ? (
          <p role="status" css={{ margin: 0, fontWeight: 600 }}>
            {job.status === 'failed' ? t('settings.import.error', { message: job.error ?? '' }) : t('settings.import.summary', { imported: job.imported, skipped: job.skipped })}
          </p>
        ) : (
          <div>
            <p role="status" css={{ margin: '0 0 8px' }}>{t('settings.import.progress', { processed: job.processed, total: job.total })}</p>
            <progress value={job.processed} max={job.total} aria-label={t('settings.import.progressLabel')} css={{ width: '100%' }}>
              {percent}%
            </progress>
          </div>
        )}
        {job.results.length ? (
          <TableScroll css={{ maxHeight: 420, overflowY: 'auto' }}>
            <Table aria-label={t('settings.import.resultsTitle')}>
              <thead>
                <tr>
                  <th scope="col">{t('settings.import.column.status')}</th>
                  <th scope="col">{t('settings.import.column.id')}</th>
                  <th scope="col">{t('settings.import.column.email')}</th>
                  <th scope="col">{t('settings.import.column.errors')}</th>
                </tr>
              </thead>
              <tbody>
                {job.results.map((row) => (
                  <tr key={row.row} data-row={row.row}>
                    <td>{row.success ? <Badge tone="success">{row.action === 'insert' ? t('settings.import.inserted') : t('settings.import.updated')}</Badge> : <Badge tone="danger">{t('settings.import.skipped')}</Badge>}</td>
                    <td css={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{row.id ?? '—'}</td>
                    <td css={{ overflowWrap: 'anywhere' }}>{row.email}</td>
                    <td>{row.error ? t('settings.import.rowError', { row: row.row, error: row.error }) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        ) : null}
      </Stack>
    </Dialog>
  );
};

export default ImportExportTab;
