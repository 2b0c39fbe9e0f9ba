import { useEffect, useId, useRef, useState } from 'react';
import { BRANDING_COLOURS, type BrandingColour, contrastWarnings, type LayoutBranding } from '@profyle/contracts/layouts';
import { type MessageKey, useT } from '../../../app/i18n';
import { Alert } from '../../../shared/ui/feedback';
import { useFormatters } from '../../../shared/format';
import { ColourControl } from '../../../shared/ui/colour-control';
import { FieldFrame } from '../../../shared/ui/fields';
import type { LayoutSaver } from './use-layout-saver';

const PICKER_PAUSE_MS = 300;

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
      <ColourControl
        id={id}
        value={value}
        maxLength={32}
        pickLabel={t('layouts.colour.pick', { name: label })}
        invalid={Boolean(saver.errors[field])}
        describedBy={saver.errors[field] ? `${id}-error` : `${id}-hint`}
        onPick={(next) => {
          setValue(next);
          editing.current = true;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => save(next), PICKER_PAUSE_MS);
        }}
        onText={(text) => {
          editing.current = true;
          setValue(text);
        }}
        onBlur={() => save(value.trim())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save(value.trim());
        }}
      />
    </FieldFrame>
  );
};

/** The five branding colours, each saved as it changes, and the WCAG warning below 4.5:1. */
export const ColourFields = ({ colors, saver }: { colors: LayoutBranding['colors']; saver: LayoutSaver }) => {
  const t = useT();
  const { formatDecimal } = useFormatters();
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
            ratio: formatDecimal(warning.ratio, 2),
          })}
        </Alert>
      ))}
    </div>
  );
};
