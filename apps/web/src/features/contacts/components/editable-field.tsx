import { type ReactNode, useState } from 'react';
import { type ApiError, errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, IconButton } from '../../../shared/ui/button';
import { TextArea, TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';

/**
 * One field of the contact, shown with an Edit button; editing saves on Save or Enter (Alt+Enter in a
 * multi-line note), Escape cancels. A refusal keeps the text with the server's message beside it.
 */
export const EditableField = ({
  id,
  label,
  value,
  display,
  multiline,
  failedMessage,
  save,
}: {
  id: string;
  label: string;
  value: string;
  display?: ReactNode;
  multiline?: boolean;
  failedMessage: string;
  save: (value: string) => Promise<{ error?: unknown } | { data: unknown }>;
}) => {
  const t = useT();
  const notify = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const start = () => {
    setText(value);
    setError(undefined);
    setEditing(true);
  };
  const submit = async () => {
    setSaving(true);
    const result = await save(text);
    setSaving(false);
    if ('error' in result && result.error) {
      const fields = fieldErrorsOf(result.error as ApiError);
      const message = Object.values(fields)[0] ?? errorMessageOf(result.error as ApiError, t('common.unknownError'));
      setError(message);
      notify(failedMessage, 'error');
      return;
    }
    setEditing(false);
    notify(t('contact.saved', { field: label }));
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') setEditing(false);
    if (event.key === 'Enter' && (!multiline || event.altKey)) {
      event.preventDefault();
      void submit();
    }
  };

  if (!editing)
    return (
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <div css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: multiline ? 'pre-wrap' : undefined }}>{display ?? (value || t('contact.empty'))}</div>
        <IconButton type="button" aria-label={t('contact.edit', { field: label })} title={t('contact.edit', { field: label })} onClick={start} css={{ width: 28, height: 28 }}>
          <Icon name="edit" size={16} />
        </IconButton>
      </div>
    );
  const Field = multiline ? TextArea : TextField;
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <Field id={`contact-${id}`} label={label} value={text} autoFocus error={error} onChange={(event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => setText(event.target.value)} onKeyDown={onKeyDown} />
      <div css={{ display: 'flex', gap: 8 }}>
        <Button size="sm" variant="primary" loading={saving} onClick={submit}>
          {t('contact.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('contact.cancel')}
        </Button>
      </div>
    </div>
  );
};
