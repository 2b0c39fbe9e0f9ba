import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { StatusPage } from '../../../shared/status-page';
import { LoadingView } from '../../../shared/ui/feedback';
import { useCompleteFollowUpMutation } from '../contacts-api';

/**
 * /public/complete-follow-up/{token}: whoever opens a follow-up link marks the introduction complete,
 * without signing in. 'Follow Up Complete' on success; 'No token provided.', the server's message, or
 * 'An error occurred' otherwise.
 */
export const CompleteFollowUpPage = () => {
  const t = useT();
  const { token = '' } = useParams();
  const [complete] = useCompleteFollowUpMutation();
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string }>(token.trim() ? { kind: 'working' } : { kind: 'failed', message: t('followUp.noToken') });
  const started = useRef(false);
  useDocumentTitle(state.kind === 'done' ? t('followUp.title') : state.kind === 'failed' ? t('followUp.failedTitle') : t('followUp.working'));

  useEffect(() => {
    if (!token.trim() || started.current) return;
    started.current = true;
    void complete({ token: token.trim() }).then((result) => setState('error' in result && result.error ? { kind: 'failed', message: errorMessageOf(result.error, t('followUp.error')) } : { kind: 'done' }));
  }, [complete, token, t]);

  if (state.kind === 'working') return <LoadingView fullScreen label={t('followUp.working')} />;
  if (state.kind === 'done') return <StatusPage tone="info" icon="check" title={t('followUp.title')} body={t('followUp.body')} />;
  return <StatusPage tone="danger" title={t('followUp.failedTitle')} body={state.message} />;
};

export default CompleteFollowUpPage;
