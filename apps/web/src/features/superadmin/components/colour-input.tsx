import { ColourControl } from '../../../shared/ui/colour-control';
import { FieldFrame } from '../../../shared/ui/fields';

/** A required colour field as #rrggbb: typed, or picked with the browser's colour picker beside it. */
export const ColourInput = ({ id, label, hint, pickLabel, value, onChange, error }: { id: string; label: string; hint?: string; pickLabel: string; value: string; onChange: (value: string) => void; error?: string }) => (
  <FieldFrame id={id} label={label} hint={hint} error={error} required>
    <ColourControl
      id={id}
      value={value}
      pickLabel={pickLabel}
      invalid={Boolean(error)}
      required
      describedBy={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      onPick={onChange}
      onText={(text) => onChange(text.trim())}
    />
  </FieldFrame>
);
