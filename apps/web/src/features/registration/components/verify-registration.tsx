import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { useVerifyRegistrationMutation } from '../registration-api';

/** On the person page of a self-registered person awaiting an admin: what verifying does, and the button. */
export const VerifyRegistration = ({ organisationId, personId, name }: { organisationId: string; personId: string; name: string }) => {
  const t = useT();
  const notify = useSnackbar();
  const [verify, { isLoading }] = useVerifyRegistrationMutation();
  const onVerify = async () => {
    const result = await verify({ organisationId, personId });
    if ('error' in result) notify(t('verifyPerson.error', { name, message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else notify(t('verifyPerson.done', { name }));
  };
  return (
    <Alert
      tone="warning"
      action={
        <Button variant="primary" size="sm" loading={isLoading} onClick={() => void onVerify()}>
          {t('verifyPerson.button')}
        </Button>
      }
    >
      {t('verifyPerson.banner')}
    </Alert>
  );
};
