import { useT } from '../../../app/i18n';
import { Badge } from '../../../shared/ui/feedback';
import { useHistoryTime, useValueWords } from './history-format';

const ERASED = /^\[erased( [0-9a-f]{6,})?\]$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * One value of a state or a change, held by `field`: an erased personal value and a masked secret as
 * labelled chips, an enumerated code, a boolean or a number in words (`useValueWords`), other text as it
 * is, anything else as compact JSON (its values in words too). Absent (undefined) and empty values say
 * so in words.
 */
export const HistoryValue = ({ value, field }: { value: unknown; field?: string }) => {
  const t = useT();
  const formatTime = useHistoryTime();
  const valueWords = useValueWords();
  if (value === undefined) return <em css={(theme) => ({ color: theme.colors.textMuted })}>{t('history.value.absent')}</em>;
  if (value === '' || value === null) return <em css={(theme) => ({ color: theme.colors.textMuted })}>{t('history.value.empty')}</em>;
  if (typeof value === 'string' && ERASED.test(value))
    return (
      <span title={t('history.value.erasedTitle')}>
        <Badge tone="warning">{t('history.value.erased')}</Badge>
      </span>
    );
  if (value === '[secret]') return <Badge>{t('history.value.secret')}</Badge>;
  if (typeof value === 'string' && INSTANT.test(value))
    return (
      <time dateTime={value} title={value}>
        {formatTime(value)}
      </time>
    );
  const words = valueWords(field, value);
  if (words !== null) return <span>{words}</span>;
  if (typeof value === 'string') return <span css={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value}</span>;
  return (
    <code css={(theme) => ({ fontFamily: theme.font.mono, fontSize: theme.fontSize.sm, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })}>
      {JSON.stringify(value, (key, inner) => (typeof inner === 'string' && ERASED.test(inner) ? `‹${t('history.value.erased')}›` : typeof inner === 'object' ? inner : (valueWords(key, inner) ?? inner)))}
    </code>
  );
};
