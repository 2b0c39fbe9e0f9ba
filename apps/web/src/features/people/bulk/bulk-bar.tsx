import { useT } from '../../../app/i18n';
import { Button } from '../../../shared/ui/button';
import type { BulkAction } from '../people-api';

export const BULK_ACTIONS: readonly BulkAction[] = ['assign-subscriptions', 'move-group', 'send-welcome-email', 'send-academy-emails', 'remove-subscriptions', 'delete-people'];

/**
 * Above the people table while people are selected: how many, the offer to select everyone matching
 * when a whole page is ticked, and the bulk actions.
 */
export const BulkBar = ({
  count,
  pageCount,
  total,
  allMatching,
  onSelectAllMatching,
  onClear,
  onAction,
}: {
  count: number;
  pageCount: number;
  total: number;
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
}) => {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={t('bulk.actions')}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', padding: theme.space(3, 4), background: theme.colors.primarySoft, borderBottom: `1px solid ${theme.colors.border}` })}
    >
      <strong css={(theme) => ({ color: theme.colors.onPrimarySoft, marginInlineEnd: theme.space(2) })}>{t('bulk.selected', { count: allMatching ? total : count })}</strong>
      {allMatching ? (
        <span>{t('bulk.allMatchingSelected', { total })}</span>
      ) : count === pageCount && total > pageCount ? (
        <span>
          {t('bulk.pageSelected', { count })}{' '}
          <Button size="sm" variant="ghost" onClick={onSelectAllMatching}>
            {t('bulk.selectAllMatching', { total })}
          </Button>
        </span>
      ) : null}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginInlineStart: 'auto' })}>
        {BULK_ACTIONS.map((action) => (
          <Button key={action} size="sm" variant={action === 'delete-people' ? 'danger' : 'secondary'} onClick={() => onAction(action)}>
            {t(`bulk.action.${action}`)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </div>
    </div>
  );
};
