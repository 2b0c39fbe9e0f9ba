import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Alert, Spinner } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Stack } from '../../../shared/ui/layout';
import { PublicPage } from '../components/public-page';
import { useActivateCardMutation, useVerifyCardActivationMutation } from '../registration-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /activate/{cardId}: the person with the card in hand enters their e-mail and gets the activation link (spec 000). */
export const ActivateCardPage = () => {
  const t = useT();
  const { cardId = '' } = useParams();
  const shortId = cardId.slice(0, 6).toUpperCase();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [activate, { isLoading }] = useActivateCardMutation();
  useDocumentTitle(t('activate.title', { card: shortId }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = email.trim().toLowerCase();
    if (!value) return setFieldError(t('person.emailRequired'));
    if (!EMAIL.test(value)) return setFieldError(t('person.emailInvalid'));
    setFieldError(undefined);
    const result = await activate({ cardId, email: value });
    if ('error' in result) setError(t('activate.error', { message: errorMessageOf(result.error, t('common.unknownError')) }));
    else setSent(result.data.email);
  };

  if (sent) {
    return (
      <PublicPage title={t('selfService.checkEmailTitle')} width={560}>
        <Stack gap={4}>
          <Alert tone="success">{t('activate.checkEmail', { email: sent })}</Alert>
          <div>
            <Button onClick={() => setSent(null)}>{t('selfService.sendAgain')}</Button>
          </div>
        </Stack>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('activate.title', { card: shortId })} subtitle={t('activate.body')} width={560}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={4}>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <TextField id="activate-email" type="email" autoComplete="email" label={t('person.email')} maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError} />
          <div>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('activate.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </PublicPage>
  );
};

/** /activate/{cardId}/verify/{token}: the link activates the card on load, then the new Profyle's preview opens. */
export const VerifyCardActivationPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const { cardId = '', token = '' } = useParams();
  const [verify] = useVerifyCardActivationMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useDocumentTitle(t('activate.verifying'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify({ cardId, token }).then((result) => {
      if ('error' in result) setError(errorMessageOf(result.error, t('common.unknownError')));
      else navigate(`/register/preview-profyle?profyleId=${encodeURIComponent(result.data.profyleId)}`, { replace: true });
    });
  }, [verify, cardId, token, navigate, t]);

  if (error) return <StatusPage tone="danger" title={t('activate.verifyError')} body={error} />;
  return <StatusPage title={t('activate.verifying')} actions={<Spinner label={t('activate.verifying')} />} />;
};

export default ActivateCardPage;
