import { FieldFrame } from '../../../shared/ui/fields';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as #rrggbb: typed, or picked with the browser's colour picker beside it. */
export const ColourInput = ({ id, label, hint, pickLabel, value, onChange, error }: { id: string; label: string; hint?: string; pickLabel: string; value: string; onChange: (value: string) => void; error?: string }) => (
  <FieldFrame id={id} label={label} hint={hint} error={error} required>
    <div css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'center' })}>
      <input
        type="color"
        aria-label={pickLabel}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        css={(theme) => ({ width: 44, height: 40, padding: 2, border: `1px solid ${theme.colors.borderStrong}`, borderRadius: theme.radius.sm, background: theme.colors.surface, cursor: 'pointer', flexShrink: 0 })}
      />
      <input
        id={id}
        value={value}
        maxLength={7}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value.trim())}
        css={(theme) => ({
          width: '100%',
          minHeight: 40,
          padding: theme.space(2, 3),
          borderRadius: theme.radius.sm,
          border: `1px solid ${error ? theme.colors.danger : theme.colors.borderStrong}`,
          background: theme.colors.surface,
          color: theme.colors.text,
          font: 'inherit',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        })}
      />
    </div>
  </FieldFrame>
);
