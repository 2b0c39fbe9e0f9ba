import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { errorBodyOf, statusOf } from '../../app/api-errors';
import { ErrorBoundary } from '../../app/error-boundary';
import { useAppDispatch } from '../../app/hooks';
import { setOrganisationIntl, useLanguage, useT } from '../../app/i18n';
import { LIFECYCLE_MESSAGES } from '@profyle/contracts/organisation-lifecycle';
import { organisationSelected } from '../../app/session-slice';
import { StatusPage } from '../../shared/status-page';
import { LinkButton, IconButton } from '../../shared/ui/button';
import { LoadingView } from '../../shared/ui/feedback';
import { Icon } from '../../shared/ui/icons';
import { LanguageSelect } from '../../shared/preferences-bar';
import { canReachOrganisation, RequireSession, useSession } from '../auth/session';
import { useCurrentOrganisation } from '../organisations/use-current-organisation';
import { AccountMenu } from './components/account-menu';
import { AccountSwitcher } from './components/account-switcher';
import { HelpDialog } from './components/help-dialog';
import { ImpersonationBanner } from './components/impersonation-banner';
import { NotificationCentre } from './components/notification-centre';
import { SearchDialog } from './components/search-dialog';
import { Sidebar } from './components/sidebar';
import { AccessDeniedPage } from './pages/access-denied-page';

/** /portal: signed-in admins only, then the shell around the page. */
export const PortalLayout = () => (
  <RequireSession>
    <AdminOnly>
      <Shell />
    </AdminOnly>
  </RequireSession>
);

/** Every portal page requires an admin; others get an error naming the user and the path (spec 000 section 6). */
const AdminOnly = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user.admin || user.superadmin) return <>{children}</>;
  return (
    <StatusPage
      tone="danger"
      icon="lock"
      title={t('errors.accessDenied')}
      body={t('errors.notAdmin', { email: user.email, path: pathname })}
      actions={
        <LinkButton variant="primary" to="/auth/sign-out">
          {t('errors.returnToSignIn')}
        </LinkButton>
      }
    />
  );
};

const isTyping = (target: EventTarget | null) => {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
};

/**
 * The organisation in the URL (`/portal/...?org=<id>`) selects it when the user may reach it; otherwise
 * the page is 'Access Denied'. The selection then lives in the store (and survives reloads).
 */
const useOrganisationFromUrl = (): string | null => {
  const session = useSession();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const requested = params.get('org');
  const allowed = requested !== null && canReachOrganisation(session, requested);
  useEffect(() => {
    if (requested === null || !allowed) return;
    dispatch(organisationSelected(requested === session.user.organisationId ? null : requested));
    const next = new URLSearchParams(params);
    next.delete('org');
    setParams(next, { replace: true });
  }, [requested, allowed, dispatch, params, setParams, session.user.organisationId]);
  return requested !== null && !allowed ? requested : null;
};

const Shell = () => {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const location = useLocation();
  const organisation = useCurrentOrganisation();
  const denied = useOrganisationFromUrl();
  const [searchOpen, setSearchOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // Dates show in the viewed organisation's time zone and amounts in its currency (spec 000 section 3).
  const intl = organisation.view.data?.intl;
  useEffect(() => {
    setOrganisationIntl(intl);
    return () => setOrganisationIntl(null);
  }, [intl]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (event.key === 's' || event.key === 'S') {
        event.preventDefault();
        setSearchOpen(true);
      } else if (event.key === 'h' || event.key === 'H') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A closed organisation refuses its admins on every route with one message: they see it, not 'Access Denied'.
  const organisationClosed = statusOf(organisation.view.error) === 403 && errorBodyOf(organisation.view.error).errorMessage === LIFECYCLE_MESSAGES.closed;
  const organisationDenied = denied ?? (statusOf(organisation.view.error) === 403 && !organisationClosed ? session.organisationId : null);

  return (
    <div css={(theme) => ({ minHeight: '100vh', background: theme.colors.background, [theme.mq.lg]: { paddingInlineStart: theme.layout.sidebarWidth } })}>
      <a
        href="#main"
        css={(theme) => ({
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          padding: theme.space(2, 4),
          background: theme.colors.primary,
          color: theme.colors.onPrimary,
          borderRadius: theme.radius.sm,
          '&:focus': { top: 8 },
        })}
      >
        {t('common.skipToContent')}
      </a>
      <aside
        css={(theme) => ({
          display: 'none',
          position: 'fixed',
          insetBlock: 0,
          insetInlineStart: 0,
          width: theme.layout.sidebarWidth,
          background: theme.colors.sidebar,
          borderInlineEnd: `1px solid ${theme.colors.border}`,
          zIndex: 50,
          [theme.mq.lg]: { display: 'block' },
        })}
      >
        <Sidebar superadmin={session.user.superadmin} />
      </aside>
      {drawerOpen ? (
        <div
          css={(theme) => ({ position: 'fixed', inset: 0, zIndex: 950, background: theme.colors.overlay, [theme.mq.lg]: { display: 'none' } })}
          onMouseDown={(event) => event.target === event.currentTarget && setDrawerOpen(false)}
          onKeyDown={(event) => event.key === 'Escape' && setDrawerOpen(false)}
        >
          <div role="dialog" aria-modal="true" aria-label={t('nav.main')} css={(theme) => ({ width: theme.layout.sidebarWidth, maxWidth: '85vw', height: '100%', background: theme.colors.sidebar, boxShadow: theme.shadow.lg })}>
            <Sidebar superadmin={session.user.superadmin} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      ) : null}
      <header
        css={(theme) => ({
          position: 'sticky',
          top: 0,
          zIndex: 40,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(2),
          height: theme.layout.topBarHeight,
          padding: theme.space(0, 3),
          background: theme.colors.surface,
          borderBottom: `1px solid ${theme.colors.border}`,
          [theme.mq.sm]: { padding: theme.space(0, 6), gap: theme.space(3) },
        })}
      >
        <IconButton type="button" aria-label={t('nav.openMenu')} onClick={() => setDrawerOpen(true)} css={(theme) => ({ [theme.mq.lg]: { display: 'none' } })}>
          <Icon name="menu" />
        </IconButton>
        <div css={{ minWidth: 0, flexShrink: 1 }}>
          <AccountSwitcher />
        </div>
        <div css={{ flex: 1 }} />
        <button
          type="button"
          onClick={() => setSearchOpen(true)}
          aria-keyshortcuts="s"
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(2),
            minWidth: 40,
            height: 38,
            padding: theme.space(0, 3),
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius.sm,
            background: theme.colors.surfaceSunken,
            color: theme.colors.textMuted,
            cursor: 'pointer',
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
            [theme.mq.md]: { minWidth: 220 },
          })}
        >
          <Icon name="search" size={18} />
          <span
            css={(theme) => ({
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              [theme.mq.md]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', flex: 1, textAlign: 'start' },
            })}
          >
            {t('topbar.search')}
          </span>
          <kbd aria-hidden="true" css={(theme) => ({ display: 'none', fontFamily: theme.font.mono, fontSize: theme.fontSize.xs, border: `1px solid ${theme.colors.borderStrong}`, borderRadius: 4, padding: '0 6px', [theme.mq.md]: { display: 'inline' } })}>s</kbd>
        </button>
        <IconButton type="button" aria-label={t('topbar.help')} title={t('topbar.help')} aria-keyshortcuts="h" onClick={() => setHelpOpen(true)}>
          <Icon name="help" />
        </IconButton>
        <NotificationCentre />
        <div css={(theme) => ({ display: 'none', [theme.mq.sm]: { display: 'block' } })}>
          <LanguageSelect />
        </div>
        <AccountMenu />
      </header>
      <ImpersonationBanner />
      <main id="main" tabIndex={-1} css={(theme) => ({ padding: theme.space(6, 4), outline: 'none', [theme.mq.sm]: { padding: theme.space(8, 8) } })}>
        <div css={(theme) => ({ maxWidth: theme.layout.contentMaxWidth, margin: '0 auto' })}>
          <ErrorBoundary language={language} resetKey={location.pathname}>
            {organisationClosed ? (
              <StatusPage
                fullScreen={false}
                tone="danger"
                icon="lock"
                title={t('errors.accountClosedTitle')}
                body={t('errors.accountClosed')}
                actions={
                  <LinkButton variant="primary" to="/auth/sign-out">
                    {t('errors.returnToSignIn')}
                  </LinkButton>
                }
              />
            ) : organisationDenied ? (
              <AccessDeniedPage organisationId={organisationDenied} />
            ) : (
              <Suspense fallback={<LoadingView label={t('common.loading')} />}>
                <Outlet />
              </Suspense>
            )}
          </ErrorBoundary>
        </div>
      </main>
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} supportEmail={organisation.view.data?.supportEmail} />
    </div>
  );
};

/** Superadmin-only pages show 'Access Denied' to everyone else (spec 000 section 2). */
export const SuperadminOnly = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  return user.superadmin ? <>{children}</> : <AccessDeniedPage />;
};

/** Partner-only pages (/portal/partners/create-demo) show 'Access Denied' to other organisations. */
export const PartnerOnly = ({ children }: { children: ReactNode }) => {
  const organisation = useCurrentOrganisation();
  if (organisation.view.isLoading) return <LoadingView label="" />;
  return organisation.isPartner ? <>{children}</> : <AccessDeniedPage />;
};

export default PortalLayout;
