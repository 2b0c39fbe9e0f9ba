import { ADMIN_PAGE_SIZES } from '@profyle/contracts/admin-users';
import { useT } from '../../../app/i18n';
import { IconButton } from '../../../shared/ui/button';
import { InlineSelect } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';

/**
 * Rows per page (10 to 200) and previous/next for the admin tables, which the api pages by cursor: the
 * caller keeps the cursors of the pages before, so Previous goes back without counting rows.
 */
export const CursorPagination = ({
  pageSize,
  pageNumber,
  hasNext,
  onPageSize,
  onPrevious,
  onNext,
}: {
  pageSize: number;
  /** 1-based. */
  pageNumber: number;
  hasNext: boolean;
  onPageSize: (size: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}) => {
  const t = useT();
  return (
    <nav
      aria-label={t('common.pagination')}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: theme.space(4), padding: theme.space(3, 4), borderTop: `1px solid ${theme.colors.border}`, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}
    >
      <label css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) })}>
        <span aria-hidden="true">{t('common.rowsPerPage')}</span>
        <InlineSelect label={t('common.rowsPerPage')} value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))} options={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} />
      </label>
      <span aria-live="polite">{t('orgs.pageOf', { page: pageNumber })}</span>
      <div css={{ display: 'flex', gap: 4 }}>
        <IconButton type="button" aria-label={t('common.previousPage')} title={t('common.previousPage')} disabled={pageNumber <= 1} onClick={onPrevious} css={{ '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } }}>
          <Icon name="chevronLeft" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
        <IconButton type="button" aria-label={t('common.nextPage')} title={t('common.nextPage')} disabled={!hasNext} onClick={onNext} css={{ '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } }}>
          <Icon name="chevronRight" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
      </div>
    </nav>
  );
};
