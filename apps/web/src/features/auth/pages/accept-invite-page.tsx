import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { DEFAULT_SUPPORT_EMAIL } from '../../../app/config';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { baseApi } from '../../../app/base-api';
import { organisationSelected, sessionStarted } from '../../../app/session-slice';
import { useSnackbar } from '../../../shared/snackbar-host';
import { StatusPage } from '../../../shared/status-page';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, Stack } from '../../../shared/ui/layout';
import { authApi, useAcceptInviteMutation, useGetInviteQuery, useSignInWithInviteMutation } from '../auth-api';
import type { InviteView } from '../auth-types';
import { AuthLayout } from '../components/auth-layout';
import { RequireSession, useSession } from '../session';

/**
 * /auth/accept-invite/{token}: the invitee joins the organisation. The invite e-mail's link signs them in
 * on the way (once per link, for the invited address), so they land here ready to accept, with no second
 * e-mail; a link that has already signed in, or is too old, sends them to sign in first. After
 * accepting, the user is a member, the organisation is selected (impersonated) and the dashboard opens
 * (spec 000 section 2).
 */
export const AcceptInvitePage = () => {
  const t = useT();
  const { token = '' } = useParams();
  const signedIn = useAppSelector((state) => state.session.signedIn);
  // The invite is public: an invalid token is reported before anyone is asked to sign in.
  const invite = useGetInviteQuery(token, { skip: !token });
  if (!token) return <InvalidInvite message={t('auth.invite.missing')} />;
  if (invite.isLoading) return <LoadingView fullScreen label={t('common.loading')} />;
  if (invite.isError || !invite.data) {
    const status = statusOf(invite.error);
    return <InvalidInvite message={status === 404 || status === 400 ? t('auth.invite.invalid', { token }) : errorMessageOf(invite.error, t('auth.invite.invalid', { token }))} />;
  }
  if (!signedIn) return <SignInWithInvite token={token} invite={invite.data} />;
  return (
    <RequireSession>
      <AcceptInvite token={token} invite={invite.data} />
    </RequireSession>
  );
};

/** Signs the invitee in with the link's token, or sends them to sign in when the link cannot. */
const SignInWithInvite = ({ token, invite }: { token: string; invite: InviteView }) => {
  const t = useT();
  const dispatch = useAppDispatch();
  const [signIn, attempt] = useSignInWithInviteMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn(token).then((result) => {
      if (!('data' in result) || !result.data) return;
      // Nothing cached for a previous user may leak into this session.
      dispatch(baseApi.util.resetApiState());
      dispatch(sessionStarted(result.data));
    });
  }, [dispatch, signIn, token]);
  if (attempt.isError) {
    const path = `/auth/accept-invite/${encodeURIComponent(token)}`;
    return <Navigate to={`/auth/sign-in?token=${encodeURIComponent(token)}&email=${encodeURIComponent(invite.email)}&continueUrl=${encodeURIComponent(path)}`} replace />;
  }
  return <LoadingView fullScreen label={t('auth.invite.signingIn')} />;
};

const InvalidInvite = ({ message }: { message: string }) => {
  const t = useT();
  return (
    <StatusPage
      tone="danger"
      title={message}
      body={t('auth.invite.invalidHelp', { email: DEFAULT_SUPPORT_EMAIL })}
      actions={
        <>
          <LinkButton variant="primary" to="/auth/sign-out">
            {t('errors.returnToSignIn')}
          </LinkButton>
          <a href={`mailto:${DEFAULT_SUPPORT_EMAIL}?subject=${encodeURIComponent(message)}`} css={(theme) => ({ alignSelf: 'center', color: theme.colors.primary, fontWeight: 600 })}>
            {t('errors.emailSupport')}
          </a>
        </>
      }
    />
  );
};

const AcceptInvite = ({ token, invite: data }: { token: string; invite: InviteView }) => {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useSnackbar();
  const { user } = useSession();
  const [accept, { isLoading }] = useAcceptInviteMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const company = data.companyName || data.organisationId;
  const inviter = data.senderEmail || t('auth.invite.someone');
  const mismatch = data.email && data.email.toLowerCase() !== user.email.toLowerCase();

  const onAccept = async () => {
    setFailure(null);
    const result = await accept(token);
    if ('error' in result) {
      setFailure(errorMessageOf(result.error, t('auth.invite.invalid', { token })));
      return;
    }
    // Every request is authorised against the user's current rights: the new organisation counts at once.
    dispatch(authApi.util.invalidateTags(['Me']));
    dispatch(organisationSelected(result.data?.organisationId ?? data.organisationId));
    notify(t('auth.invite.accepted', { company }));
    navigate('/portal/dashboard', { replace: true });
  };

  return (
    <AuthLayout title={t('auth.invite.title')}>
      <Stack gap={5}>
        <Card>
          <Stack gap={3}>
            <p css={{ margin: 0, fontSize: '1.05rem', lineHeight: 1.6 }}>{t('auth.invite.body', { inviter, company })}</p>
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 })}>
              {user.organisationId && user.organisationId !== data.organisationId ? t('auth.invite.upgrade', { company }) : t('auth.invite.newMember', { company })}
            </p>
          </Stack>
        </Card>
        {mismatch ? <Alert tone="danger">{t('auth.invite.mismatch', { email: user.email, token })}</Alert> : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div css={(theme) => ({ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' })}>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/portal/dashboard'))}>{t('common.goBack')}</Button>
          <Button variant="primary" onClick={onAccept} loading={isLoading} disabled={Boolean(mismatch)}>
            {t('auth.invite.accept')}
          </Button>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default AcceptInvitePage;
