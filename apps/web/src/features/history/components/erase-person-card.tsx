import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { extendCatalogue, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextArea } from '../../../shared/ui/fields';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useErasePersonMutation } from '../history-api';
import { HISTORY_EN } from '../history-messages';

extendCatalogue(HISTORY_EN);

const REASON_MAX = 500;

/** Superadmins only: erase a person's personal data, with a reason kept in the audit trail. */
export const ErasePersonCard = ({ personId, name }: { personId: string; name: string }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { user, organisationId } = useSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [erase, erasing] = useErasePersonMutation();
  if (!user.superadmin) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t('history.erase.reasonRequired'));
      return;
    }
    const result = await erase({ organisationId, personId, reason });
    if ('error' in result) {
      const errors = fieldErrorsOf(result.error);
      if (errors.reason) setProblem(errors.reason);
      else notify(t('history.erase.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    setOpen(false);
    notify(t('history.erase.done', { name }), 'success');
    navigate('/portal/people');
  };

  return (
    <Card aria-labelledby="erase-title">
      <CardTitle id="erase-title">{t('history.erase.title')}</CardTitle>
      <Stack gap={3}>
        <Muted>{t('history.erase.body')}</Muted>
        <div>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('history.erase.button')}
          </Button>
        </div>
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('history.erase.title')}
        closeLabel={t('common.close')}
        initialFocus="textarea"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" type="submit" form="erase-person-form" loading={erasing.isLoading}>
              {t('history.erase.confirm', { name })}
            </Button>
          </>
        }
      >
        <form id="erase-person-form" onSubmit={onSubmit} noValidate>
          <Stack gap={4}>
            <p css={{ margin: 0, lineHeight: 1.6 }}>{t('history.erase.body')}</p>
            <TextArea
              label={t('history.erase.reason')}
              hint={t('history.erase.reasonHint')}
              value={reason}
              maxLength={REASON_MAX}
              required
              rows={3}
              error={problem}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(undefined);
              }}
            />
          </Stack>
        </form>
      </Dialog>
    </Card>
  );
};
