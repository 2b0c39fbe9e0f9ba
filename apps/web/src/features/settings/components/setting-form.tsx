import { type FormEvent, type ReactNode, useState } from 'react';
import { fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Card, CardTitle, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useChangeSettingMutation } from '../settings-api';

/**
 * Saves one setting (PATCH /settings) and says so: 'Setting updated successfully' or 'Error updating
 * setting' with the field errors (paths without the leading `value.`) for the form to show.
 */
export const useSaveSetting = () => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [change, state] = useChangeSettingMutation();
  const save = async (setting: string, value: unknown): Promise<Record<string, string> | null> => {
    const result = await change({ organisationId, setting, value });
    if ('error' in result) {
      notify(t('settings.updateError'), 'error');
      const errors = fieldErrorsOf(result.error);
      return Object.fromEntries(Object.entries(errors).map(([path, msg]) => [path.replace(/^value\.?/, '') || 'value', msg]));
    }
    notify(t('settings.updated'));
    return null;
  };
  return { save, saving: state.isLoading };
};

/** A card holding one setting's fields with its own Save button. */
export const SettingCard = ({ title, description, onSave, saving, children }: { title: string; description?: ReactNode; onSave: () => void; saving: boolean; children: ReactNode }) => {
  const t = useT();
  const [submitted, setSubmitted] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(submitted + 1);
    onSave();
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={title}>
        <CardTitle>{title}</CardTitle>
        {description ? <p css={(theme) => ({ margin: theme.space(-2, 0, 4), color: theme.colors.textMuted })}>{description}</p> : null}
        <Stack gap={4}>
          {children}
          <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="primary" size="sm" loading={saving}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
};
