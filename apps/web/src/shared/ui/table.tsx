import styled from '@emotion/styled';

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
