import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Spinner } from '../../../shared/ui/feedback';
import { useVerifyProfyleMutation } from '../registration-api';

/** How long the congratulations show before the preview opens (a link goes there at once). */
const REDIRECT_DELAY_MS = 1500;

/**
 * /register-profyle/{organisationId}/people/{personId}/verify/{token}: the e-mailed link verifies the
 * profile on load, congratulates, then opens the new Profyle's preview.
 */
export const VerifyProfylePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const { organisationId = '', personId = '', token = '' } = useParams();
  const [verify] = useVerifyProfyleMutation();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'verified'; digitalId: string } | { kind: 'error'; message: string }>({ kind: 'loading' });
  const started = useRef(false);
  useDocumentTitle(t('selfReg.verifyTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify({ organisationId, personId, token }).then((result) => {
      if ('error' in result) setState({ kind: 'error', message: errorMessageOf(result.error, t('common.unknownError')) });
      else setState({ kind: 'verified', digitalId: result.data.digitalId });
    });
  }, [verify, organisationId, personId, token, t]);

  const preview = state.kind === 'verified' ? `/register/preview-profyle?profyleId=${encodeURIComponent(state.digitalId)}` : null;
  useEffect(() => {
    if (!preview) return;
    const timer = window.setTimeout(() => navigate(preview, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [preview, navigate]);

  if (state.kind === 'loading') return <StatusPage title={t('selfReg.verifyTitle')} body={t('selfReg.verifyWait')} actions={<Spinner label={t('selfReg.verifyWait')} />} />;
  if (state.kind === 'error') return <StatusPage tone="danger" title={t('selfReg.verifyError')} body={state.message} />;
  return <StatusPage tone="info" icon="check" title={t('selfReg.verified')} actions={preview ? <Link to={preview}>{t('preview.viewProfile')}</Link> : null} />;
};

export default VerifyProfylePage;
