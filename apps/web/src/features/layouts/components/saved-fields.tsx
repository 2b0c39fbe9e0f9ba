import { useEffect, useRef, useState } from 'react';
import type { LayoutField } from '@profyle/contracts/layouts';
import { TextArea, TextField, type TextFieldProps } from '../../../shared/ui/fields';
import type { LayoutSaver } from './use-layout-saver';

/** Typing pauses this long before a text field saves; leaving the field saves at once. */
const TYPING_PAUSE_MS = 800;

/**
 * A text value that saves itself: it follows the saved value while untouched, saves after a pause in
 * typing or on leaving the field, and shows the server's error for its field.
 */
const useSavedText = (field: LayoutField, saved: string, saver: LayoutSaver) => {
  const [value, setValue] = useState(saved);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!dirty.current) setValue(saved);
  }, [saved]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = (next: string) => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    if (next !== saved) void saver.save(field, next);
  };

  return {
    value,
    error: saver.errors[field] ?? null,
    onChange: (next: string) => {
      setValue(next);
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(next), TYPING_PAUSE_MS);
    },
    onBlur: () => flush(value),
  };
};

export const SavedTextField = ({ field, saved, saver, ...props }: { field: LayoutField; saved: string; saver: LayoutSaver } & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'>) => {
  const text = useSavedText(field, saved, saver);
  return <TextField {...props} value={text.value} error={text.error} onChange={(event) => text.onChange(event.target.value)} onBlur={text.onBlur} />;
};

/** A long text (CSS) that saves only when the field is left, so half-typed rules never reach the page. */
export const SavedTextArea = ({ field, saved, saver, label, hint, maxLength, rows }: { field: LayoutField; saved: string; saver: LayoutSaver; label: string; hint?: string; maxLength?: number; rows?: number }) => {
  const [value, setValue] = useState(saved);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setValue(saved);
  }, [saved, focused]);
  return (
    <TextArea
      label={label}
      hint={hint}
      value={value}
      maxLength={maxLength}
      rows={rows}
      spellCheck={false}
      error={saver.errors[field] ?? null}
      css={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
      onFocus={() => setFocused(true)}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => {
        setFocused(false);
        if (value !== saved) void saver.save(field, value);
      }}
    />
  );
};
