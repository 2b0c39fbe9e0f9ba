import { css, type Theme } from '@emotion/react';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

const controlStyle = (theme: Theme, invalid: boolean) => css`
  width: 100%;
  min-height: 40px;
  padding: ${theme.space(2, 3)};
  border-radius: ${theme.radius.sm};
  border: 1px solid ${invalid ? theme.colors.danger : theme.colors.borderStrong};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSize.md};
  line-height: 1.4;
  transition: border-color 120ms ease;
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 0.85;
  }
  &:hover:not(:disabled):not([readonly]) {
    border-color: ${invalid ? theme.colors.danger : theme.colors.textMuted};
  }
  &:focus {
    outline: 2px solid ${invalid ? theme.colors.danger : theme.colors.focus};
    outline-offset: 0;
    border-color: transparent;
  }
  &:disabled,
  &[readonly] {
    background: ${theme.colors.surfaceSunken};
    color: ${theme.colors.textMuted};
  }
`;

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  trailing?: ReactNode;
  children: ReactNode;
}

/** Label above, control, then the error (announced) or the hint below, wired with aria-describedby. */
export const FieldFrame = ({ id, label, hint, error, required, trailing, children }: FieldFrameProps) => (
  <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1.5), minWidth: 0 })}>
    <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
      <label htmlFor={id} css={(theme) => ({ fontSize: theme.fontSize.sm, fontWeight: 600, color: theme.colors.text })}>
        {label}
        {required ? (
          <span aria-hidden="true" css={(theme) => ({ color: theme.colors.danger, marginInlineStart: 2 })}>
            *
          </span>
        ) : null}
      </label>
      {trailing}
    </div>
    {children}
    {error ? (
      <div id={`${id}-error`} role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm })}>
        {error}
      </div>
    ) : hint ? (
      <div id={`${id}-hint`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
        {hint}
      </div>
    ) : null}
  </div>
);

const describedBy = (id: string, error?: string | null, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  trailing?: ReactNode;
  id?: string;
}

export const TextField = ({ label, hint, error, trailing, id, required, ...input }: TextFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} trailing={trailing}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        css={(theme) => controlStyle(theme, Boolean(error))}
        {...input}
      />
    </FieldFrame>
  );
};

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  trailing?: ReactNode;
  id?: string;
}

export const TextArea = ({ label, hint, error, trailing, id, required, ...input }: TextAreaProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} trailing={trailing}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        css={(theme) => [controlStyle(theme, Boolean(error)), css({ minHeight: 110, resize: 'vertical' })]}
        {...input}
      />
    </FieldFrame>
  );
};

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
}

export const SelectField = ({ label, hint, error, id, options, required, ...select }: SelectFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required}>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} css={(theme) => controlStyle(theme, Boolean(error))} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};

/** A bare select for toolbars (page size, sort) where the label is visually hidden or beside it. */
export const InlineSelect = ({ label, options, ...select }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { label: string; options: readonly { value: string; label: string }[] }) => (
  <select aria-label={label} css={(theme) => [controlStyle(theme, false), css({ width: 'auto', minHeight: 36, paddingBlock: 6 })]} {...select}>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  description?: ReactNode;
  id?: string;
}

/** An on/off setting: a checkbox with the switch role, so it is announced as on or off. */
export const Switch = ({ label, description, id, disabled, ...input }: SwitchProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div css={(theme) => ({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space(4), opacity: disabled ? 0.7 : 1 })}>
      <div>
        <label htmlFor={fieldId} css={(theme) => ({ fontWeight: 600, fontSize: theme.fontSize.md, color: theme.colors.text })}>
          {label}
        </label>
        {description ? (
          <div id={`${fieldId}-description`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, marginTop: 2 })}>
            {description}
          </div>
        ) : null}
      </div>
      <input
        id={fieldId}
        type="checkbox"
        role="switch"
        disabled={disabled}
        aria-describedby={description ? `${fieldId}-description` : undefined}
        css={(theme) => css`
          appearance: none;
          flex-shrink: 0;
          position: relative;
          width: 44px;
          height: 24px;
          margin: 0;
          border-radius: ${theme.radius.pill};
          background: ${theme.colors.borderStrong};
          cursor: ${disabled ? 'not-allowed' : 'pointer'};
          transition: background-color 120ms ease;
          &::after {
            content: '';
            position: absolute;
            top: 3px;
            inset-inline-start: 3px;
            width: 18px;
            height: 18px;
            border-radius: 50%;
            background: #ffffff;
            box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
            transition: transform 120ms ease;
          }
          &:checked {
            background: ${theme.colors.primary};
          }
          &:checked::after {
            transform: translateX(20px);
          }
          [dir='rtl'] &:checked::after {
            transform: translateX(-20px);
          }
          &:focus-visible {
            outline: 2px solid ${theme.colors.focus};
            outline-offset: 2px;
          }
        `}
        {...input}
      />
    </div>
  );
};

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** Choices shown as cards with a radio each; used where a choice has consequences worth a sentence. */
export const RadioCards = <V extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  error,
}: {
  name: string;
  legend: ReactNode;
  value: V | null;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  error?: string | null;
}) => (
  <fieldset css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
    <legend css={(theme) => ({ fontSize: theme.fontSize.sm, fontWeight: 600, marginBottom: theme.space(2), padding: 0 })}>{legend}</legend>
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' })}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            css={(theme) => ({
              display: 'flex',
              gap: theme.space(3),
              alignItems: 'flex-start',
              padding: theme.space(4),
              borderRadius: theme.radius.md,
              border: `1.5px solid ${checked ? theme.colors.primary : theme.colors.border}`,
              background: checked ? theme.colors.primarySoft : theme.colors.surface,
              cursor: option.disabled ? 'not-allowed' : 'pointer',
              opacity: option.disabled ? 0.6 : 1,
              '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
            })}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              css={(theme) => ({ marginTop: 3, accentColor: theme.colors.primary, width: 16, height: 16 })}
            />
            <span>
              <span css={{ display: 'block', fontWeight: 600 }}>{option.label}</span>
              {option.description ? <span css={(theme) => ({ display: 'block', color: theme.colors.textMuted, fontSize: theme.fontSize.sm, marginTop: 2 })}>{option.description}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
    {error ? (
      <div role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm, marginTop: theme.space(2) })}>
        {error}
      </div>
    ) : null}
  </fieldset>
);

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string | null };

/** A checkbox with its label beside it and its error (announced) below, wired with aria-describedby. */
export const CheckboxField = ({ label, error, id, ...input }: CheckboxFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div>
      <label htmlFor={fieldId} css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          css={(theme) => ({ marginTop: 4, accentColor: theme.colors.primary })}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <div id={`${fieldId}-error`} role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm, marginTop: 4, marginInlineStart: 24 })}>
          {error}
        </div>
      ) : null}
    </div>
  );
};
