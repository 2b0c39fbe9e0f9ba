import { useState } from 'react';
import { keyInWords } from '@profyle/domain';
import { Button } from '../../../shared/ui/button';
import { useFieldWords } from './history-format';
import { HistoryValue } from './history-value';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Big maps keyed by ids (an organisation's people) start folded; records of fields stay open. */
const FOLD_OVER = 12;
const startsOpen = (entries: [string, unknown][]) => entries.length <= FOLD_OVER || entries.every(([key]) => keyInWords(key) !== key);

const Node = ({ name, value, depth }: { name: string; value: unknown; depth: number }) => {
  const entries = isRecord(value) ? Object.entries(value) : null;
  const [open, setOpen] = useState(entries ? startsOpen(entries) : true);
  const fieldWords = useFieldWords();
  if (!entries || entries.length === 0)
    return (
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 38%) 1fr', gap: 12, padding: '4px 0' }}>
        <dt css={(theme) => ({ color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>{fieldWords(name)}</dt>
        <dd css={{ margin: 0, minWidth: 0 }}>
          <HistoryValue value={entries ? {} : value} field={name} />
        </dd>
      </div>
    );
  return (
    <div css={{ padding: '4px 0' }}>
      <dt>
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)} css={{ paddingInline: 4 }}>
          {open ? '▾' : '▸'} {fieldWords(name)} <span css={(theme) => ({ color: theme.colors.textMuted, fontWeight: 400 })}>({entries.length})</span>
        </Button>
      </dt>
      {open ? (
        <dd css={(theme) => ({ margin: 0, paddingInlineStart: theme.space(4), borderInlineStart: `2px solid ${theme.colors.border}` })}>
          <dl css={{ margin: 0 }}>
            {entries.map(([key, inner]) => (
              <Node key={key} name={key} value={inner} depth={depth + 1} />
            ))}
          </dl>
        </dd>
      ) : null}
    </div>
  );
};

/** A folded state as a tree of fields: the registration's view of the aggregate, secrets masked. */
export const StateTree = ({ state, label }: { state: unknown; label: string }) =>
  isRecord(state) ? (
    <dl aria-label={label} css={{ margin: 0 }}>
      {Object.entries(state).map(([key, value]) => (
        <Node key={key} name={key} value={value} depth={0} />
      ))}
    </dl>
  ) : (
    <HistoryValue value={state} />
  );
