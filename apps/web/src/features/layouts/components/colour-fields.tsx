import { useEffect, useId, useRef, useState } from 'react';
import { BRANDING_COLOURS, type BrandingColour, contrastWarnings, type LayoutBranding } from '@profyle/contracts/layouts';
import { type MessageKey, useT } from '../../../app/i18n';
import { Alert } from '../../../shared/ui/feedback';
import { FieldFrame } from '../../../shared/ui/fields';
import type { LayoutSaver } from './use-layout-saver';

const PICKER_PAUSE_MS = 300;
const HEX = /^#[0-9a-f]{6}$/i;

const ColourField = ({ name, saved, saver }: { name: BrandingColour; saved: string; saver: LayoutSaver }) => {
  const t = useT();
  const id = useId();
  const field = `branding.colors.${name}` as const;
  const [value, setValue] = useState(saved);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!editing.current) setValue(saved);
  }, [saved]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = (next: string) => {
    clearTimeout(timer.current);
    editing.current = false;
    if (next !== saved) void saver.save(field, next);
  };
  const label = t(`layouts.colour.${name}` as MessageKey);
  return (
    <FieldFrame id={id} label={label} hint={t(`layouts.colour.${name}Hint` as MessageKey)} error={saver.errors[field] ?? null}>
      <div css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'center' })}>
        <input
          type="color"
          aria-label={t('layouts.colour.pick', { name: label })}
          value={HEX.test(value) ? value : '#000000'}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            editing.current = true;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => save(next), PICKER_PAUSE_MS);
          }}
          css={(theme) => ({ width: 44, height: 40, padding: 2, border: `1px solid ${theme.colors.borderStrong}`, borderRadius: theme.radius.sm, background: theme.colors.surface, cursor: 'pointer', flexShrink: 0 })}
        />
        <input
          id={id}
          value={value}
          maxLength={32}
          spellCheck={false}
          aria-invalid={saver.errors[field] ? true : undefined}
          aria-describedby={saver.errors[field] ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            editing.current = true;
            setValue(event.target.value);
          }}
          onBlur={() => save(value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save(value.trim());
          }}
          css={(theme) => ({
            width: '100%',
            minHeight: 40,
            padding: theme.space(2, 3),
            borderRadius: theme.radius.sm,
            border: `1px solid ${saver.errors[field] ? theme.colors.danger : theme.colors.borderStrong}`,
            background: theme.colors.surface,
            color: theme.colors.text,
            font: 'inherit',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          })}
        />
      </div>
    </FieldFrame>
  );
};

/** The five branding colours, each saved as it changes, and the WCAG warning below 4.5:1. */
export const ColourFields = ({ colors, saver }: { colors: LayoutBranding['colors']; saver: LayoutSaver }) => {
  const t = useT();
  const warnings = contrastWarnings(colors);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' })}>
        {BRANDING_COLOURS.map((name) => (
          <ColourField key={name} name={name} saved={colors[name]} saver={saver} />
        ))}
      </div>
      {warnings.map((warning) => (
        <Alert key={`${warning.background}-${warning.text}`} tone="warning">
          {t('layouts.contrastWarning', {
            text: t(`layouts.colour.${warning.text}` as MessageKey),
            background: t(`layouts.colour.${warning.background}` as MessageKey),
            ratio: warning.ratio.toFixed(2),
          })}
        </Alert>
      ))}
    </div>
  );
};
