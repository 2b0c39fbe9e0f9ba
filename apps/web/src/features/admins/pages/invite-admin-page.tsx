import { type FormEvent, useState } from 'react';
import { apiText, errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useInviteAdminMutation } from '../admins-api';

/**
 * /portal/admins/invite: one e-mail-type field with no client-side check (spec 001 section 5); the
 * server's answer is the message: 'Invite sent to: {email}' or the error.
 */
export const InviteAdminPage = () => {
  const t = useT();
  useDocumentTitle(t('admins.invite.title'));
  const notify = useSnackbar();
  const session = useSession();
  const [recipient, setRecipient] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [invite, { isLoading }] = useInviteAdminMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setSent(null);
    const result = await invite({ organisationId: session.organisationId, recipient });
    if ('error' in result) {
      const message = errorMessageOf(result.error, t('admins.invite.error'));
      setFieldError(fieldErrorsOf(result.error).recipient ?? null);
      notify(message, 'error');
      return;
    }
    const message = apiText(result.data?.message) || t('admins.invite.sent', { email: recipient.trim().toLowerCase() });
    setSent(message);
    notify(message);
    setRecipient('');
  };

  return (
    <>
      <PageHeader title={t('admins.invite.title')} crumbs={[{ label: t('nav.admins') }, { label: t('admins.invite.title') }]} />
      <Card css={{ maxWidth: 640 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap={5}>
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 })}>{t('admins.invite.body')}</p>
            {sent ? <Alert tone="success">{sent}</Alert> : null}
            <TextField label={t('admins.invite.email')} type="email" name="recipient" autoComplete="off" value={recipient} onChange={(event) => setRecipient(event.target.value)} error={fieldError} />
            <div>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t('admins.invite.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </>
  );
};

export default InviteAdminPage;
