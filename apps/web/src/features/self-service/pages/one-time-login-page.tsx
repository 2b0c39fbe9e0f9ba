import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SELF_SERVICE_VIEWS, type SelfServiceView } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Stack } from '../../../shared/ui/layout';
import { PublicPage } from '../../registration/components/public-page';
import { useSendOneTimeLoginMutation } from '../self-service-api';

export const viewOf = (value: string | null): SelfServiceView => (SELF_SERVICE_VIEWS as readonly string[]).includes(value ?? '') ? (value as SelfServiceView) : 'DETAILS';

/**
 * /my-profyle/login?id={cardId}&view: the cardholder asks for a one-time login link, which goes to the
 * address their Profyle has (spec 001 "Cardholder self-service").
 */
export const OneTimeLoginPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const cardId = params.get('id') ?? '';
  const view = viewOf(params.get('view'));
  const [send, { isLoading }] = useSendOneTimeLoginMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('selfService.loginTitle'));
  if (!cardId) return <StatusPage tone="warning" title={t('selfService.noCardId')} />;

  const onSend = async () => {
    setError(null);
    const result = await send({ cardId, view });
    if ('error' in result) setError(errorMessageOf(result.error, t('common.unknownError')));
    else setSent(result.data.email);
  };

  if (sent) {
    return (
      <PublicPage title={t('selfService.checkEmailTitle')} width={560}>
        <Stack gap={4}>
          <Alert tone="success">{t('selfService.checkEmailBody', { email: sent })}</Alert>
          <Button onClick={() => setSent(null)}>{t('selfService.sendAgain')}</Button>
        </Stack>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('selfService.loginTitle')} subtitle={t('selfService.loginBody')} width={560}>
      <Stack gap={4}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div>
          <Button variant="primary" loading={isLoading} onClick={() => void onSend()}>
            {t('selfService.sendLink')}
          </Button>
        </div>
      </Stack>
    </PublicPage>
  );
};

export default OneTimeLoginPage;
