import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CrmProvider } from '@profyle/contracts/crm';
import { errorMessageOf } from '../../../app/api-errors';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { organisationSelected } from '../../../app/session-slice';
import { useSnackbar } from '../../../shared/snackbar-host';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { LoadingView } from '../../../shared/ui/feedback';
import { canReachOrganisation, RequireSession, useSession } from '../../auth/session';
import { useCompleteCrmAuthorisationMutation } from '../crm-api';
import { CRM_NAMES, crmPagePath } from '../crm-pages';

/** The organisation an install link's state was made for (its first part), if it reads as one. */
export const organisationOfState = (state: string): string | null => {
  const [encoded, nonce] = state.split('.');
  if (!encoded || !nonce) return null;
  try {
    const decoded = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(decoded, (c) => c.charCodeAt(0)));
    return text.trim() === '' ? null : text;
  } catch {
    return null;
  }
};

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string };

const Callback = ({ provider }: { provider: CrmProvider }) => {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useSnackbar();
  const [params] = useSearchParams();
  const [complete] = useCompleteCrmAuthorisationMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);
  const name = CRM_NAMES[provider];
  useDocumentTitle(t('oauth.connecting', { name }));

  useEffect(() => {
    // The code works once: never send it twice (a re-render, React's development double effects).
    if (started.current) return;
    started.current = true;
    const error = params.get('error');
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    if (error) return setOutcome({ kind: 'failed', message: error === 'user_denied' ? t('oauth.userDenied') : t('oauth.unknownError') });
    if (code.trim() === '') return setOutcome({ kind: 'failed', message: t('oauth.noCode') });
    const stated = organisationOfState(state);
    const organisationId = stated && canReachOrganisation(session, stated) ? stated : session.organisationId;
    void complete({ organisationId, provider, code, state }).then((result) => {
      if ('error' in result) return setOutcome({ kind: 'failed', message: errorMessageOf(result.error, t('oauth.unknownError')) });
      if (organisationId !== session.organisationId) dispatch(organisationSelected(organisationId));
      notify(t('crm.connectedToast', { name }));
      navigate(crmPagePath(provider), { replace: true });
    });
  }, [complete, dispatch, name, navigate, notify, params, provider, session, t]);

  if (outcome.kind === 'working') return <LoadingView fullScreen label={t('oauth.connecting', { name })} />;
  return (
    <StatusPage
      tone="danger"
      title={t('oauth.failedTitle', { name })}
      body={outcome.message}
      actions={
        <LinkButton to={crmPagePath(provider)} variant="primary">
          {t('oauth.backToSettings', { name })}
        </LinkButton>
      }
    />
  );
};

/**
 * /oauth/hubspot and /oauth/pipedrive: where the CRM sends the admin back after its consent page (spec
 * 002 section 2). Signed-in users only; others go to sign in with this URL to continue to. The code and
 * the state go to the api, which connects the CRM; then the integration's settings page opens. A refusal
 * reads 'Authentication permission was not granted' (user_denied) or 'Unknown error with Authentication'
 * (any other error), a callback without a code 'No authentication code provided' (spec 002 section 8).
 */
export const OAuthCallbackPage = () => {
  const { provider } = useParams<{ provider: string }>();
  if (provider !== 'hubspot' && provider !== 'pipedrive') return <Navigate to="/portal/integrations" replace />;
  return (
    <RequireSession>
      <Callback provider={provider} />
    </RequireSession>
  );
};

export default OAuthCallbackPage;
