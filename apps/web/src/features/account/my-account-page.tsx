import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../app/api-errors';
import { useT } from '../../app/i18n';
import { useSnackbar } from '../../shared/snackbar-host';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Button } from '../../shared/ui/button';
import { Switch, TextField } from '../../shared/ui/fields';
import { Card, CardTitle, PageHeader, Stack } from '../../shared/ui/layout';
import { useUpdateAccountMutation } from '../auth/auth-api';
import { useSession } from '../auth/session';
import { ImageUpload } from '../uploads/image-upload';

/**
 * /portal/my-account: photo URL, name, read-only e-mail and the notification toggles; order updates
 * are always on. PATCH /v1/auth/{userId}; field errors show beside their fields.
 */
export const MyAccountPage = () => {
  const t = useT();
  useDocumentTitle(t('account.title'));
  const notify = useSnackbar();
  const { user } = useSession();
  const [picture, setPicture] = useState(user.picture ?? '');
  const [name, setName] = useState(user.name);
  const [weekly, setWeekly] = useState(user.emailNotifications.weeklyAccountStats);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateAccountMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('account.nameRequired') });
      return;
    }
    setErrors({});
    const result = await update({ userId: user.id, body: { name: name.trim(), picture: picture.trim(), email_notifications: { weekly_account_stats: weekly } } });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('account.error'), 'error');
      return;
    }
    notify(t('account.saved'));
  };

  return (
    <>
      <PageHeader title={t('account.title')} />
      <form onSubmit={onSubmit} noValidate css={{ maxWidth: 760 }}>
        <Stack gap={6}>
          <Card>
            <CardTitle>{t('account.profile')}</CardTitle>
            <Stack gap={5}>
              <ImageUpload id="account-picture" label={t('account.photoUrl')} hint={t('account.photoUrlHint')} value={picture} onChange={setPicture} round error={errors.picture} />
              <TextField label={t('account.name')} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} required autoComplete="name" />
              <TextField label={t('account.email')} value={user.email} readOnly hint={t('account.emailHint')} />
            </Stack>
          </Card>
          <Card>
            <CardTitle>{t('account.notifications')}</CardTitle>
            <Stack gap={5}>
              <Switch label={t('account.weeklyStats')} description={t('account.weeklyStatsDescription')} checked={weekly} onChange={(event) => setWeekly(event.target.checked)} />
              <Switch label={t('account.orderUpdates')} description={t('account.orderUpdatesDescription')} checked disabled readOnly />
              {errors['email_notifications.weekly_account_stats'] ? <div role="alert">{errors['email_notifications.weekly_account_stats']}</div> : null}
            </Stack>
          </Card>
          <div>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
};

export default MyAccountPage;
