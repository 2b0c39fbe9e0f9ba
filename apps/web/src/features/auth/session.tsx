import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { errorBodyOf, errorCodeOf, errorMessageOf, statusOf } from '../../app/api-errors';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../app/i18n';
import { StatusPage } from '../../shared/status-page';
import { Button, LinkButton } from '../../shared/ui/button';
import { LoadingView } from '../../shared/ui/feedback';
import { useGetMeQuery } from './auth-api';
import type { Me } from './auth-types';
import { signInPathFor } from './continue-url';

export interface CurrentSession extends Me {
  /** The organisation the portal shows: the selected one, else the user's own. */
  organisationId: string;
  /** True when the viewed organisation is not the user's own (the impersonation banner shows). */
  impersonating: boolean;
}

const SessionContext = createContext<CurrentSession | null>(null);

/** The signed-in user, their organisations and the organisation being viewed; only inside RequireSession. */
export const useSession = (): CurrentSession => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <RequireSession>');
  return session;
};

/** The signed-in session when inside RequireSession, else null (pages strangers also use). */
export const useOptionalSession = (): CurrentSession | null => useContext(SessionContext);

/** The organisations a user may open without being a superadmin. */
export const canReachOrganisation = (me: Me, organisationId: string): boolean =>
  me.user.superadmin || me.user.organisationId === organisationId || me.user.otherOrganisationIds.includes(organisationId) || me.organisations.some((org) => org.id === organisationId);

/**
 * Renders its children only for a signed-in user whose record loaded; otherwise sends them to sign in
 * (with a continueUrl), to /auth/no-user, or explains why they cannot go on. A loading view shows while
 * authentication is pending (spec 000 section 2).
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const location = useLocation();
  const { signedIn, selectedOrganisationId } = useAppSelector((state) => state.session);
  const me = useGetMeQuery(undefined, { skip: !signedIn });
  const data = me.data;

  const session = useMemo<CurrentSession | null>(() => {
    if (!data) return null;
    const organisationId = selectedOrganisationId ?? data.user.organisationId;
    return { ...data, organisationId, impersonating: organisationId !== data.user.organisationId };
  }, [data, selectedOrganisationId]);

  if (!signedIn) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  // Signed up for a trial that does not exist yet: the wizard, not the portal.
  if (session?.user.registering) return <Navigate to="/register/personal-details" replace />;
  if (session && !session.user.superadmin && !session.organisationId) return <SessionProblem message={t('errors.noOrganisation')} />;
  if (session) return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  if (me.isLoading || me.isFetching || me.isUninitialized) return <LoadingView fullScreen label={t('common.loading')} />;

  const code = errorCodeOf(me.error);
  if (code === 'no_user' || (statusOf(me.error) === 404 && !code)) {
    const email = errorBodyOf(me.error).email;
    if (code === 'no_user') return <Navigate to={`/auth/no-user${email ? `?email=${encodeURIComponent(email)}` : ''}`} replace />;
    return <SessionProblem message={t('errors.userNotFound')} />;
  }
  if (code === 'no_organisation') return <SessionProblem message={t('errors.noOrganisation')} />;
  return <SessionProblem message={errorMessageOf(me.error, t('common.unknownError'))} retry={() => void me.refetch()} />;
};

const SessionProblem = ({ message, retry }: { message: string; retry?: () => void }) => {
  const t = useT();
  return (
    <StatusPage
      tone="danger"
      title={message}
      actions={
        <>
          {retry ? (
            <Button variant="primary" onClick={retry}>
              {t('common.retry')}
            </Button>
          ) : null}
          <LinkButton to="/auth/sign-out">{t('errors.returnToSignIn')}</LinkButton>
        </>
      }
    />
  );
};
