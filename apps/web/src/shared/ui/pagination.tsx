import { useT } from '../../app/i18n';
import { IconButton } from './button';
import { InlineSelect } from './fields';
import { Icon } from './icons';

/** Rows per page and previous/next for a 0-based page of `total` rows. */
export const Pagination = ({
  page,
  pageSize,
  total,
  pageSizes,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) => {
  const t = useT();
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <nav
      aria-label={t('common.pagination')}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: theme.space(4), padding: theme.space(3, 4), borderTop: `1px solid ${theme.colors.border}`, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}
    >
      <label css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) })}>
        <span aria-hidden="true">{t('common.rowsPerPage')}</span>
        <InlineSelect label={t('common.rowsPerPage')} value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))} options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))} />
      </label>
      <span aria-live="polite">{t('common.pageRange', { from, to, total })}</span>
      <div css={{ display: 'flex', gap: 4 }}>
        <IconButton type="button" aria-label={t('common.previousPage')} title={t('common.previousPage')} disabled={page <= 0} onClick={() => onPage(page - 1)} css={{ '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } }}>
          <Icon name="chevronLeft" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
        <IconButton type="button" aria-label={t('common.nextPage')} title={t('common.nextPage')} disabled={page >= last} onClick={() => onPage(page + 1)} css={{ '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } }}>
          <Icon name="chevronRight" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
      </div>
    </nav>
  );
};
