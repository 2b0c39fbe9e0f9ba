import { useState } from 'react';
import { normaliseTags } from '@profyle/domain';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Muted } from '../../../shared/ui/layout';
import { TagChip } from './tag-chip';

/**
 * A contact's tags: chips with a remove button and a field that adds on Enter or comma, suggesting the
 * organisation's tags in use; each change saves at once. The portal is for admins, who may always edit
 * them (see the contacts README).
 */
export const TagsEditor = ({
  tags,
  suggestions,
  save,
}: {
  tags: string[];
  suggestions: string[];
  save: (tags: string[]) => Promise<boolean>;
}) => {
  const t = useT();
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async (next: string[]) => {
    setBusy(true);
    const ok = await save(next);
    setBusy(false);
    if (ok) notify(t('contact.tagsSaved'));
    return ok;
  };
  const add = async () => {
    const added = normaliseTags(text.split(','));
    if (added.length === 0) return;
    if (await apply(normaliseTags([...tags, ...added]))) setText('');
  };

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }} aria-live="polite">
        {tags.length === 0 ? <Muted>{t('contact.tagsNone')}</Muted> : null}
        {tags.map((tag) => (
          <TagChip
            key={tag}
            tag={tag}
            action={
              <button type="button" aria-label={t('contact.tagsRemove', { tag })} disabled={busy} onClick={() => void apply(tags.filter((each) => each !== tag))} css={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer', padding: 0, lineHeight: 1, fontSize: 16 }}>
                ×
              </button>
            }
          />
        ))}
      </div>
      <input
        aria-label={t('contact.tagsAdd')}
        placeholder={t('contact.tagsAdd')}
        list="contact-tag-suggestions"
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            void add();
          }
        }}
        onBlur={() => void add()}
        css={(theme) => ({ minHeight: 36, padding: theme.space(1.5, 3), borderRadius: theme.radius.sm, border: `1px solid ${theme.colors.borderStrong}`, background: theme.colors.surface, color: theme.colors.text, maxWidth: 320 })}
      />
      <datalist id="contact-tag-suggestions">
        {suggestions.filter((tag) => !tags.includes(tag)).map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('contact.tagsHint')}</span>
    </div>
  );
};
