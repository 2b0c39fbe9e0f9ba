import { Link } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { EmptyState } from '../../../shared/ui/feedback';
import { Card } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { logMessageText } from '../log-message';
import { type LogEntryLike, LogStatus } from './log-entry-details';

type Summary = Omit<LogEntryLike, 'request' | 'response'>;

/** The latest log entries of an integration, newest first, each linking to its page; 'No logs available' when none. */
export const LogsTable = ({
  query,
  entries,
  entryPath,
  showMethod = false,
}: {
  query: Parameters<typeof QueryStates>[0]['query'];
  entries: readonly Summary[];
  entryPath: (id: string) => string;
  showMethod?: boolean;
}) => {
  const t = useT();
  const { formatDateTime, formatDateTimeSeconds } = useFormatters();
  return (
    <Card css={{ padding: 0, overflow: 'hidden' }}>
      <QueryStates query={query} isEmpty={entries.length === 0} empty={<EmptyState icon="integrations" title={t('webhooks.noLogs')} />}>
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.column.time')}</th>
                <th scope="col">{t('webhooks.column.event')}</th>
                {showMethod ? <th scope="col">{t('webhooks.log.method')}</th> : null}
                <th scope="col">{t('webhooks.column.status')}</th>
                <th scope="col">{t('webhooks.column.message')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td css={{ whiteSpace: 'nowrap' }}>
                    <Link to={entryPath(entry.id)}>{formatDateTime(entry.timestamp)}</Link>
                  </td>
                  <td>
                    <code>{entry.event}</code>
                  </td>
                  {showMethod ? (
                    <td>
                      <code>{entry.method}</code>
                    </td>
                  ) : null}
                  <td>
                    <LogStatus entry={entry} />
                  </td>
                  <td css={{ overflowWrap: 'anywhere' }}>{logMessageText(entry, t, formatDateTimeSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </QueryStates>
    </Card>
  );
};
