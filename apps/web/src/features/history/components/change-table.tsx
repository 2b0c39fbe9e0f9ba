import type { HistoryChange } from '@profyle/contracts/history';
import { useT } from '../../../app/i18n';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useChangeLabel } from './history-format';
import { HistoryValue } from './history-value';

/** What one event changed: a row per field, before and after. */
export const ChangeTable = ({ changes, caption }: { changes: HistoryChange[]; caption: string }) => {
  const t = useT();
  const changeLabel = useChangeLabel();
  return (
    <TableScroll>
      <Table aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">{t('history.change.field')}</th>
            <th scope="col">{t('history.change.before')}</th>
            <th scope="col">{t('history.change.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path.join('\u0000')}>
              <th scope="row" css={(theme) => ({ '&&': { textTransform: 'none', letterSpacing: 0, fontSize: theme.fontSize.md, fontWeight: 600, color: theme.colors.text, background: 'transparent', whiteSpace: 'normal', borderBottom: `1px solid ${theme.colors.border}` } })}>
                {changeLabel(change)}
              </th>
              <td>
                <HistoryValue value={change.before} field={change.path[change.path.length - 1]} />
              </td>
              <td>
                <HistoryValue value={change.after} field={change.path[change.path.length - 1]} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
};
