import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../app/i18n';
import { Icon } from './icons';

/**
 * A label edited in place (spec 002: the order's Name, PO Number, Tracking URL and Notes): click or
 * press Enter on it to edit; blur or Enter saves; in multiline text Enter makes a new line and
 * Alt+Enter saves; Escape puts the saved value back. Saving shows in the field and a failure keeps the
 * text being edited, with the error under it.
 */
export const EditableText = ({
  label,
  value,
  onSave,
  multiline,
  maxLength,
  placeholder,
  display,
  disabled,
}: {
  label: string;
  value: string;
  onSave: (value: string) => Promise<string | null>;
  multiline?: boolean;
  maxLength?: number;
  placeholder: string;
  /** How the saved value shows when not editing (a link for a URL); the plain text otherwise. */
  display?: ReactNode;
  disabled?: boolean;
}) => {
  const t = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Escape reverts and leaves; the blur that follows must not save the reverted text again.
  const cancelled = useRef(false);

  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);

  const save = async () => {
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    const next = draft.trim();
    if (next === value) {
      setEditing(false);
      setError(null);
      return;
    }
    setSaving(true);
    const failure = await onSave(next);
    setSaving(false);
    setError(failure);
    if (!failure) setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      setDraft(value);
      setError(null);
      setEditing(false);
      return;
    }
    if (event.key === 'Enter' && (!multiline || event.altKey)) {
      event.preventDefault();
      void save();
    }
  };

  const hint = multiline ? t('editable.multilineHint') : t('editable.hint');
  if (!editing) {
    return (
      <div css={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <span id={`${id}-label`} css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
          {label}
        </span>
        <div css={{ display: 'flex', alignItems: 'flex-start', gap: 6, minWidth: 0 }}>
          <button
            type="button"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-describedby={`${id}-action`}
            onClick={() => setEditing(true)}
            css={(theme) => ({
              flex: 1,
              minWidth: 0,
              textAlign: 'start',
              font: 'inherit',
              color: value ? theme.colors.text : theme.colors.textMuted,
              background: 'transparent',
              border: '1px dashed transparent',
              borderRadius: theme.radius.sm,
              padding: theme.space(1, 2),
              marginInlineStart: `-${theme.space(2)}`,
              whiteSpace: multiline ? 'pre-wrap' : 'normal',
              overflowWrap: 'anywhere',
              cursor: disabled ? 'default' : 'text',
              '&:hover:not(:disabled), &:focus-visible': { borderColor: theme.colors.borderStrong, background: theme.colors.surfaceSunken },
            })}
          >
            <span id={`${id}-value`}>{value ? (display ?? value) : placeholder}</span>
          </button>
          {disabled ? null : <Icon name="edit" size={16} aria-hidden css={(theme) => ({ color: theme.colors.textMuted, marginTop: 6 })} />}
          <span id={`${id}-action`} hidden>
            {t('editable.action')}
          </span>
        </div>
      </div>
    );
  }

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id} css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          ref={field}
          value={draft}
          maxLength={maxLength}
          rows={4}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void save()}
          css={(theme) => ({ font: 'inherit', padding: theme.space(2), borderRadius: theme.radius.sm, border: `1px solid ${error ? theme.colors.danger : theme.colors.focus}`, background: theme.colors.surface, color: theme.colors.text, resize: 'vertical' })}
        />
      ) : (
        <input
          id={id}
          ref={field}
          value={draft}
          maxLength={maxLength}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void save()}
          css={(theme) => ({ font: 'inherit', padding: theme.space(1, 2), borderRadius: theme.radius.sm, border: `1px solid ${error ? theme.colors.danger : theme.colors.focus}`, background: theme.colors.surface, color: theme.colors.text })}
        />
      )}
      {error ? (
        <span role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm })}>
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.xs })}>
          {saving ? t('common.saving') : hint}
        </span>
      )}
    </div>
  );
};
