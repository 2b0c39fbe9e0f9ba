import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingView } from '../shared/ui/feedback';
import { DEFAULT_LANDING } from './config';
import { useAppSelector } from './hooks';
import { extendCatalogue, useT } from './i18n';
import type { MessageKey } from './i18n';

// Every page is its own chunk: the first load carries only the router, the store and the theme.
const SignInPage = lazy(() => import('../features/auth/pages/sign-in-page'));
const CheckEmailPage = lazy(() => import('../features/auth/pages/check-email-page'));
const EmailLinkPage = lazy(() => import('../features/auth/pages/email-link-page'));
const CompletePage = lazy(() => import('../features/auth/pages/complete-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const AuthErrorPage = lazy(() => import('../features/auth/pages/auth-error-page'));
const SignOutPage = lazy(() => import('../features/auth/pages/sign-out-page'));
const AcceptInvitePage = lazy(() => import('../features/auth/pages/accept-invite-page'));
const NoUserPage = lazy(() => import('../features/auth/pages/no-user-page'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const MailboxPage = lazy(() => import('../features/dev/mailbox-page'));
const DevTokenPage = lazy(() => import('../features/dev/dev-token-page'));

const PortalLayout = lazy(() => import('../features/shell/portal-layout'));
const SuperadminOnly = lazy(() => import('../features/shell/portal-layout').then((module) => ({ default: module.SuperadminOnly })));
const PartnerOnly = lazy(() => import('../features/shell/portal-layout').then((module) => ({ default: module.PartnerOnly })));
const NotFoundPage = lazy(() => import('../features/shell/pages/not-found-page'));
const ModuleUnavailablePage = lazy(() => import('../features/shell/pages/module-unavailable-page'));

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const MyAccountPage = lazy(() => import('../features/account/my-account-page'));
const AdminUsersPage = lazy(() => import('../features/admins/pages/admin-users-page'));
const AdminUserPage = lazy(() => import('../features/admins/pages/admin-user-page'));
const InviteAdminPage = lazy(() => import('../features/admins/pages/invite-admin-page'));
const AuditLogPage = lazy(() => import('../features/admins/pages/audit-log-page'));
const PeopleListPage = lazy(() => import('../features/people/pages/people-list-page'));
const PersonFormPage = lazy(() => import('../features/people/pages/person-form-page'));
const PersonPage = lazy(() => import('../features/people/pages/person-page'));
const AssignSubscriptionPage = lazy(() => import('../features/people/pages/assign-subscription-page'));
const RemoveSubscriptionPage = lazy(() => import('../features/people/pages/remove-subscription-page'));
const DeletePersonPage = lazy(() => import('../features/people/pages/delete-person-page'));
/** A feature page whose texts load with it (they are registered before the page renders). */
const withIntegrationsMessages = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([import('../features/integrations/integrations-messages').then((messages) => extendCatalogue(messages.INTEGRATIONS_EN)), page]).then(([, loaded]) => loaded);
const WebhookSettingsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/webhook-settings-page')));
const WebhookLogsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/webhook-logs-page')));
const WebhookLogPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/webhook-log-page')));

/** Modules of the sidebar that are not in this release: their routes say so (see docs/WEB.md). */
const UNAVAILABLE_MODULES: { path: string; module: MessageKey }[] = [
  { path: 'analytics', module: 'nav.analytics' },
  { path: 'contacts/*', module: 'nav.contacts' },
  { path: 'nfc/cards/*', module: 'nav.yourCards' },
  { path: 'nfc/designs/*', module: 'nav.designLibrary' },
  { path: 'groups/*', module: 'nav.groups' },
  { path: 'addresses/*', module: 'nav.addresses' },
  { path: 'events/*', module: 'nav.events' },
  { path: 'layouts/*', module: 'nav.layouts' },
  { path: 'custom-fields/*', module: 'nav.customFields' },
  { path: 'settings/*', module: 'nav.settings' },
  { path: 'integrations/*', module: 'nav.integrations' },
  { path: 'billing/*', module: 'nav.billing' },
  { path: 'offers/*', module: 'nav.partnerOffers' },
  { path: 'people/:personId/introductions', module: 'person.introductions' },
  { path: 'people/:personId/add-card', module: 'nav.nfcCards' },
];

const SUPERADMIN_MODULES: { path: string; module: MessageKey }[] = [
  { path: 'admin/*', module: 'nav.admin' },
  { path: 'orgs/*', module: 'nav.organisations' },
  { path: 'production/*', module: 'nav.production' },
  { path: 'affiliates/*', module: 'nav.affiliates' },
  { path: 'partners/*', module: 'nav.partners' },
];

const Page = ({ children }: { children: ReactNode }) => {
  const t = useT();
  return <Suspense fallback={<LoadingView fullScreen label={t('common.loading')} />}>{children}</Suspense>;
};

/** / goes to the portal when signed in, otherwise to sign-in (spec 000 section 2). */
const Root = () => {
  const signedIn = useAppSelector((state) => state.session.accessToken !== null || state.session.refreshToken !== null);
  return <Navigate to={signedIn ? DEFAULT_LANDING : '/auth/sign-in'} replace />;
};

/** /sign-up goes to /register, carrying the invite token when present. */
const SignUpRedirect = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <Navigate to={token ? `/register?token=${encodeURIComponent(token)}` : '/register'} replace />;
};

/** /login goes to /auth/sign-in with its query (continueUrl, email). */
const LoginRedirect = () => {
  const { search } = useLocation();
  return <Navigate to={`/auth/sign-in${search}`} replace />;
};

export const AppRoutes = () => (
  <Page>
    <Routes>
      <Route path="/" element={<Root />} />
      <Route path="/login" element={<LoginRedirect />} />
      <Route path="/sign-up" element={<SignUpRedirect />} />
      <Route path="/register-demo" element={<Navigate to="/register" replace />} />
      <Route path="/register/*" element={<RegisterPage />} />
      <Route path="/auth">
        <Route index element={<Navigate to="/auth/sign-in" replace />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="check-email" element={<CheckEmailPage />} />
        <Route path="email-link" element={<EmailLinkPage />} />
        <Route path="complete" element={<CompletePage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="error" element={<AuthErrorPage />} />
        <Route path="sign-out" element={<SignOutPage />} />
        <Route path="accept-invite/:token" element={<AcceptInvitePage />} />
        <Route path="no-user" element={<NoUserPage />} />
      </Route>
      <Route path="/dev/mailbox" element={<MailboxPage />} />
      {import.meta.env.DEV ? <Route path="/dev/token" element={<DevTokenPage />} /> : null}
      <Route path="/portal" element={<PortalLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="my-account" element={<MyAccountPage />} />
        <Route path="people">
          <Route index element={<PeopleListPage />} />
          <Route path="new" element={<PersonFormPage />} />
          <Route path=":personId" element={<PersonPage />} />
          <Route path=":personId/edit" element={<PersonFormPage />} />
          <Route path=":personId/assign-subscription" element={<AssignSubscriptionPage />} />
          <Route path=":personId/remove-subscription" element={<RemoveSubscriptionPage />} />
          <Route path=":personId/delete" element={<DeletePersonPage />} />
        </Route>
        <Route path="admins">
          <Route index element={<Navigate to="users" replace />} />
          <Route path="users" element={<AdminUsersPage />} />
          <Route path="users/:userId" element={<AdminUserPage />} />
          <Route path="invite" element={<InviteAdminPage />} />
          <Route path="audit" element={<AuditLogPage />} />
        </Route>
        <Route path="integrations/webhooks">
          <Route index element={<Navigate to="default/settings" replace />} />
          <Route path=":id" element={<Navigate to="settings" replace />} />
          <Route path=":id/settings" element={<WebhookSettingsPage />} />
          <Route path=":id/logs" element={<WebhookLogsPage />} />
          <Route path=":id/logs/:logId" element={<WebhookLogPage />} />
        </Route>
        {UNAVAILABLE_MODULES.map(({ path, module }) => (
          <Route key={path} path={path} element={<ModuleUnavailablePage module={module} />} />
        ))}
        <Route
          path="partners/create-demo"
          element={
            <PartnerOnly>
              <ModuleUnavailablePage module="nav.createDemo" />
            </PartnerOnly>
          }
        />
        {SUPERADMIN_MODULES.map(({ path, module }) => (
          <Route
            key={path}
            path={path}
            element={
              <SuperadminOnly>
                <ModuleUnavailablePage module={module} />
              </SuperadminOnly>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage inPortal />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Page>
);
