import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { Icon } from '../../../shared/ui/icons';
import { Muted } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { GroupSelect } from '../../groups/components/group-select';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { selfRegistrationUrl, useInviteEmployeesMutation } from '../registration-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed: one per line or separated by commas, semicolons or spaces. */
export const parseEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * 'Invite employees' (spec 000 sections 5 and 7): e-mails the self-registration link (general, or a
 * group's) to each address. Disabled, with the reason, unless self-registration is enabled.
 */
export const InviteEmployeesButton = () => {
  const t = useT();
  const { organisationId } = useSession();
  const organisation = useGetOrganisationQuery(organisationId);
  const [open, setOpen] = useState(false);
  const enabled = organisation.data?.features.selfRegistration.enabled === true;
  return (
    <>
      <Button icon={<Icon name="mail" size={18} />} onClick={() => setOpen(true)} disabled={!enabled} disabledReason={organisation.data && !enabled ? t('employees.invite.disabled') : undefined}>
        {t('employees.invite.button')}
      </Button>
      {open ? <InviteEmployeesDialog organisationId={organisationId} onClose={() => setOpen(false)} /> : null}
    </>
  );
};

const InviteEmployeesDialog = ({ organisationId, onClose }: { organisationId: string; onClose: () => void }) => {
  const t = useT();
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [invite, { isLoading }] = useInviteEmployeesMutation();

  const submit = async () => {
    const emails = parseEmails(text);
    if (emails.length === 0) return setError(t('employees.invite.emailsRequired'));
    if (!emails.every((email) => EMAIL.test(email))) return setError(t('employees.invite.emailsInvalid'));
    setError(undefined);
    const result = await invite({ organisationId, emails, inviteUrl: selfRegistrationUrl(organisationId, groupId) });
    if ('error' in result) {
      const fields = Object.values(fieldErrorsOf(result.error));
      const message = errorMessageOf(result.error, t('common.unknownError'));
      setError(fields[0] ?? message);
      notify(t('employees.invite.error', { message }), 'error');
      return;
    }
    notify(t('employees.invite.sent', { count: result.data.sent }));
    onClose();
  };

  return (
    <FormDialog open title={t('employees.invite.title')} onClose={onClose} onSubmit={() => void submit()} submitLabel={t('employees.invite.send')} loading={isLoading} width={560}>
      <Muted>{t('employees.invite.description')}</Muted>
      <TextArea id="invite-employees-emails" label={t('employees.invite.emails')} hint={t('employees.invite.emailsHint')} rows={6} maxLength={30000} value={text} onChange={(event) => setText(event.target.value)} error={error} />
      <GroupSelect id="invite-employees-group" label={t('employees.invite.group')} noneLabel={t('employees.invite.noGroup')} value={groupId} onChange={setGroupId} />
    </FormDialog>
  );
};
