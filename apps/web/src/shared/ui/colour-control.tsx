import type { KeyboardEvent } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour as #rrggbb: the browser's colour picker beside a text field for the hex value. The field
 * around it (label, hint, error) is the caller's FieldFrame, whose id the text field takes.
 */
export const ColourControl = ({
  id,
  value,
  pickLabel,
  invalid,
  describedBy,
  required,
  maxLength = 7,
  onPick,
  onText,
  onBlur,
  onKeyDown,
}: {
  id: string;
  value: string;
  pickLabel: string;
  invalid: boolean;
  describedBy?: string;
  required?: boolean;
  maxLength?: number;
  onPick: (value: string) => void;
  onText: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) => (
  <div css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'center' })}>
    <input
      type="color"
      aria-label={pickLabel}
      value={HEX.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(event) => onPick(event.target.value)}
      css={(theme) => ({ width: 44, height: 40, padding: 2, border: `1px solid ${theme.colors.borderStrong}`, borderRadius: theme.radius.sm, background: theme.colors.surface, cursor: 'pointer', flexShrink: 0 })}
    />
    <input
      id={id}
      value={value}
      maxLength={maxLength}
      spellCheck={false}
      aria-invalid={invalid ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onText(event.target.value)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      css={(theme) => ({
        width: '100%',
        minHeight: 40,
        padding: theme.space(2, 3),
        borderRadius: theme.radius.sm,
        border: `1px solid ${invalid ? theme.colors.danger : theme.colors.borderStrong}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        font: 'inherit',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      })}
    />
  </div>
);
