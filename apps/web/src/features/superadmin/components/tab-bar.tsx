import { type KeyboardEvent, useRef } from 'react';

/**
 * Horizontal tabs over one panel (`panelId`): arrow keys, Home and End move between tabs and select
 * them, as the WAI-ARIA tabs pattern describes.
 */
export const TabBar = <V extends string>({
  label,
  tabs,
  value,
  onChange,
  panelId,
  idPrefix,
}: {
  label: string;
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  panelId: string;
  idPrefix: string;
}) => {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : step === undefined ? null : (index + step + tabs.length) % tabs.length;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    onChange(tabs[target].value);
  };
  return (
    <div role="tablist" aria-label={label} css={(theme) => ({ display: 'flex', gap: theme.space(1), overflowX: 'auto', borderBottom: `1px solid ${theme.colors.border}`, marginBottom: theme.space(4) })}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={(theme) => ({
              flexShrink: 0,
              padding: theme.space(2.5, 4),
              border: 0,
              borderBottom: `2px solid ${selected ? theme.colors.primary : 'transparent'}`,
              marginBottom: -1,
              background: 'transparent',
              color: selected ? theme.colors.primary : theme.colors.textMuted,
              fontWeight: selected ? 700 : 500,
              font: 'inherit',
              cursor: 'pointer',
              whiteSpace: 'nowrap',
              '&:hover': { color: theme.colors.text },
              '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
            })}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
};
