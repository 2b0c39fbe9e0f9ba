import styled from '@emotion/styled';
import { Fragment } from 'react';
import { useT } from '../../app/i18n';
import { VisuallyHidden } from './feedback';

/** A data table that scrolls sideways inside its card on narrow screens instead of breaking the page. */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.md};
  th {
    text-align: start;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => theme.space(3, 4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => theme.space(3, 4)};
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

/**
 * An e-mail address that wraps only where a reader expects it, after the @ and before a dot, never inside
 * a word; a part longer than the column makes the table scroll sideways instead.
 */
export const EmailText = ({ value }: { value: string }) => {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <span css={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
};

/**
 * A column header that sorts the table: `field` ascending, then descending (`-field`) on a second press.
 * The sort lives in the URL (the page passes it in and writes the new one back).
 */
export const SortableHeader = ({ label, field, sort, onSort, className }: { label: string; field: string; sort: string; onSort: (sort: string) => void; className?: string }) => {
  const t = useT();
  const ascending = sort === field;
  const descending = sort === `-${field}`;
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSort(ascending ? `-${field}` : field)}
        title={t('common.sortBy', { column: label })}
        css={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          padding: 0,
          border: 0,
          background: 'none',
          font: 'inherit',
          color: ascending || descending ? theme.colors.text : 'inherit',
          textTransform: 'inherit',
          letterSpacing: 'inherit',
          cursor: 'pointer',
          '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
        })}
      >
        {label}
        <span aria-hidden css={{ fontSize: '0.9em', opacity: ascending || descending ? 1 : 0.35 }}>
          {descending ? '↓' : '↑'}
        </span>
        {ascending || descending ? <VisuallyHidden>{t(ascending ? 'common.sortedAscending' : 'common.sortedDescending')}</VisuallyHidden> : null}
      </button>
    </th>
  );
};
