import { useEffect, useState } from 'react';
import { BUILT_IN_THEMES, CUSTOM_THEME_LIMITS, type CustomTheme, type LayoutListItem } from '@profyle/contracts/layouts';
import { customThemeProblems, isThemeDeprecated } from '@profyle/domain';
import { apiText } from '../../../app/api-errors';
import { LIST } from '../../../app/base-api';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { Button } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { Dialog } from '../../../shared/ui/dialog';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { SelectField, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { useSaveSetting } from '../../settings/components/setting-form';
import { layoutsApi } from '../layouts-api';

const builtInName = (id: string): string => BUILT_IN_THEMES.find((theme) => theme.id === id)?.name ?? id;

/** A new theme's id: its name in lower-case words joined by hyphens, unique among the themes there are. */
export const customThemeId = (name: string, taken: readonly string[]): string => {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'theme';
  const used = new Set([...taken, ...BUILT_IN_THEMES.map((theme) => theme.id)]);
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
};

const ThemeDialog = ({
  open,
  theme,
  errors,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The theme to edit, or null for a new one. */
  theme: CustomTheme | null;
  errors: Record<string, string>;
  saving: boolean;
  onSave: (draft: Omit<CustomTheme, 'id'>) => void;
  onClose: () => void;
}) => {
  const t = useT();
  const now = new Date().toISOString();
  const [draft, setDraft] = useState<Omit<CustomTheme, 'id'>>({ name: '', base: 'modern-2024', css: '' });
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(theme ? { name: theme.name, base: theme.base, css: theme.css } : { name: '', base: 'modern-2024', css: '' });
      setChecked(false);
    }
  }, [open, theme]);
  // The domain's rules, as the server applies them: the name is the one a person can get wrong here.
  const nameProblem = checked ? apiText(customThemeProblems([{ id: 'draft', ...draft, name: draft.name.trim() }]).find((problem) => problem.path === '0.name')?.msg) || undefined : undefined;
  const submit = () => {
    setChecked(true);
    if (draft.name.trim() === '') return;
    onSave(draft);
  };
  const bases = BUILT_IN_THEMES.filter((builtIn) => !isThemeDeprecated(builtIn, now) || builtIn.id === draft.base);

  return (
    <FormDialog open={open} title={theme ? t('layouts.customThemes.editTitle', { name: theme.name }) : t('layouts.customThemes.newTitle')} width={620} submitLabel={t('layouts.customThemes.save')} loading={saving} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t('layouts.customThemes.name')}
        hint={t('layouts.customThemes.nameHint')}
        required
        maxLength={CUSTOM_THEME_LIMITS.name}
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        error={nameProblem ?? errors.name ?? errors.id}
      />
      <SelectField
        label={t('layouts.customThemes.base')}
        hint={t('layouts.customThemes.baseHint')}
        value={draft.base}
        onChange={(event) => setDraft({ ...draft, base: event.target.value })}
        error={errors.base}
        options={bases.map((builtIn) => ({ value: builtIn.id, label: builtIn.name }))}
      />
      <TextArea
        label={t('layouts.customThemes.css')}
        hint={t('layouts.customThemes.cssHint', { max: CUSTOM_THEME_LIMITS.css })}
        maxLength={CUSTOM_THEME_LIMITS.css}
        spellCheck={false}
        rows={10}
        value={draft.css}
        onChange={(event) => setDraft({ ...draft, css: event.target.value })}
        error={errors.css}
        css={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
      />
    </FormDialog>
  );
};

type Editing = { mode: 'new' } | { mode: 'edit'; index: number } | { mode: 'delete'; index: number } | null;

/**
 * The organisation's custom themes (the setting `themes`), under the layouts: a built-in theme to start
 * from plus CSS of the organisation's own. Layouts choose them like the built-in ones. Each change saves
 * the whole list; a theme removed while layouts use it leaves them on the default theme.
 */
export const CustomThemes = ({ layouts }: { layouts: readonly LayoutListItem[] }) => {
  const t = useT();
  const dispatch = useAppDispatch();
  const organisation = useCurrentOrganisation();
  const themes = organisation.view.data?.themes ?? [];
  const { save, saving } = useSaveSetting();
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setEditing(null);
    setErrors({});
  };
  const saveList = async (next: CustomTheme[], index: number): Promise<void> => {
    const failed = await save('themes', next);
    if (failed) {
      // Errors arrive per theme (`0.name`): the dialog shows its theme's beside the fields, any other (the list's) under the name.
      const prefix = `${index}.`;
      setErrors(Object.fromEntries(Object.entries(failed).map(([path, msg]) => (path.startsWith(prefix) ? [path.slice(prefix.length), msg] : ['name', msg]))));
      return;
    }
    // The layouts' theme choices come with the layout list.
    dispatch(layoutsApi.util.invalidateTags([{ type: 'Layout', id: LIST }]));
    close();
  };
  const onSave = (draft: Omit<CustomTheme, 'id'>) => {
    if (editing?.mode === 'edit') {
      void saveList(
        themes.map((theme, i) => (i === editing.index ? { ...theme, ...draft } : theme)),
        editing.index,
      );
    } else {
      const id = customThemeId(draft.name, themes.map((theme) => theme.id));
      void saveList([...themes, { id, ...draft }], themes.length);
    }
  };
  const usedBy = (id: string) => layouts.filter((layout) => layout.template === id).map((layout) => layout.label);
  const deleting = editing?.mode === 'delete' ? themes[editing.index] : undefined;

  return (
    <Card aria-labelledby="custom-themes-title">
      <div css={(theme) => ({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space(3), flexWrap: 'wrap' })}>
        <div>
          <CardTitle id="custom-themes-title">{t('layouts.customThemes.title')}</CardTitle>
          <p css={(theme) => ({ margin: theme.space(-2, 0, 0), color: theme.colors.textMuted })}>{t('layouts.customThemes.description')}</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ mode: 'new' })}>
          {t('layouts.customThemes.new')}
        </Button>
      </div>
      {themes.length === 0 ? (
        <p css={(theme) => ({ margin: theme.space(4, 0, 0) })}>
          <Muted>{t('layouts.customThemes.empty')}</Muted>
        </p>
      ) : (
        <ul css={(theme) => ({ listStyle: 'none', margin: theme.space(4, 0, 0), padding: 0, display: 'grid', gap: theme.space(2) })}>
          {themes.map((theme, index) => {
            const users = usedBy(theme.id);
            return (
              <li
                key={theme.id}
                css={(ui) => ({ display: 'flex', alignItems: 'center', gap: ui.space(3), flexWrap: 'wrap', padding: ui.space(3), border: `1px solid ${ui.colors.border}`, borderRadius: ui.radius.md })}
              >
                <div css={{ display: 'grid', gap: 2, flex: '1 1 240px', minWidth: 0 }}>
                  <span css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                    <strong>{theme.name}</strong>
                    <Badge>{t('layouts.custom')}</Badge>
                  </span>
                  <Muted>{t('layouts.customThemes.basedOn', { base: builtInName(theme.base) })}</Muted>
                  {users.length > 0 ? <Muted>{t('layouts.customThemes.usedBy', { layouts: users.join(', ') })}</Muted> : null}
                </div>
                <div css={(ui) => ({ display: 'flex', gap: ui.space(2) })}>
                  <Button size="sm" onClick={() => setEditing({ mode: 'edit', index })} aria-label={`${t('layouts.edit')} ${theme.name}`}>
                    {t('layouts.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setEditing({ mode: 'delete', index })} aria-label={`${t('layouts.delete')} ${theme.name}`}>
                    {t('layouts.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ThemeDialog
        open={editing?.mode === 'new' || editing?.mode === 'edit'}
        theme={editing?.mode === 'edit' ? (themes[editing.index] ?? null) : null}
        errors={errors}
        saving={saving}
        onSave={onSave}
        onClose={close}
      />
      <Dialog
        open={deleting !== undefined}
        title={t('layouts.customThemes.deleteTitle')}
        onClose={close}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button variant="danger" loading={saving} onClick={() => editing?.mode === 'delete' && void saveList(themes.filter((_, i) => i !== editing.index), editing.index)}>
              {t('layouts.customThemes.deleteSubmit')}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <p css={{ margin: 0, lineHeight: 1.6 }}>{t('layouts.customThemes.deleteConfirm', { name: deleting?.name ?? '' })}</p>
          {deleting && usedBy(deleting.id).length > 0 ? <p css={{ margin: 0, lineHeight: 1.6 }}>{t('layouts.customThemes.deleteUsed', { layouts: usedBy(deleting.id).join(', ') })}</p> : null}
        </Stack>
      </Dialog>
    </Card>
  );
};
