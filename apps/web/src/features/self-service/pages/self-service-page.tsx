import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { SelfServicePage as SelfServicePageData } from '@profyle/contracts/self-service';
import type { SelfServiceView } from '@profyle/domain';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { LoadingView } from '../../../shared/ui/feedback';
import { PublicPage } from '../../registration/components/public-page';
import { type CardholderSession, loadCardholderSession, saveCardholderSession } from '../cardholder-session';
import { IntroductionsTab } from '../components/introductions-tab';
import { MyDetailsTab } from '../components/my-details-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { WalletTab } from '../components/wallet-tab';
import { useGetSelfServicePageQuery, useRedeemOneTimeLoginMutation, useSignOutOfSelfServiceMutation } from '../self-service-api';
import { viewOf } from './one-time-login-page';

type Tab = 'details' | 'wallet' | 'notifications' | 'introductions';
const TAB_OF_VIEW: Record<SelfServiceView, Tab> = { DETAILS: 'details', WALLET: 'wallet', NOTIFICATIONS: 'notifications', VISITORS: 'introductions' };
const TAB_LABEL: Record<Tab, MessageKey> = { details: 'selfService.tab.details', wallet: 'selfService.tab.wallet', notifications: 'selfService.tab.notifications', introductions: 'selfService.tab.introductions' };

const loginPath = (cardId: string, view: SelfServiceView) => `/my-profyle/login?${new URLSearchParams({ id: cardId, view }).toString()}`;

/**
 * /my-profyle/edit?id={cardId}&orgId&view[&token]: the cardholder's self-service area. The one-time
 * link's token is redeemed once and dropped from the address; the session it starts reaches only this
 * cardholder. Tabs: My Details (when self-service is enabled), Apple & Google Wallet, Notifications,
 * Introductions (with visitor access), and Sign out.
 */
export const SelfServicePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cardId = (params.get('id') ?? '').toUpperCase();
  const view = viewOf(params.get('view'));
  const token = params.get('token');
  const [session, setSession] = useState<CardholderSession | null>(() => {
    const stored = loadCardholderSession();
    return stored && stored.cardId === cardId ? stored : null;
  });
  const [redeem] = useRedeemOneTimeLoginMutation();
  const [linkError, setLinkError] = useState<string | null>(null);
  // Signed out here: said so on this page (not sent to the login page as a visitor without a session).
  const [signedOut, setSignedOut] = useState(false);
  const redeeming = useRef(false);
  useDocumentTitle(t('selfService.title'));

  useEffect(() => {
    if (!token || !cardId || redeeming.current) return;
    redeeming.current = true;
    void redeem({ cardId, token }).then((result) => {
      if ('error' in result) {
        setLinkError(errorMessageOf(result.error, t('common.unknownError')));
        return;
      }
      const started: CardholderSession = { token: result.data.access_token, expiresAt: Date.now() + result.data.expires_in * 1000, personId: result.data.person_id, organisationId: result.data.organisation_id, cardId };
      saveCardholderSession(started);
      setSession(started);
      navigate(`/my-profyle/edit?${new URLSearchParams({ id: cardId, orgId: started.organisationId, view: result.data.view }).toString()}`, { replace: true });
    });
  }, [token, cardId, redeem, navigate, t]);

  if (!cardId) return <StatusPage tone="warning" title={t('selfService.noCardId')} />;
  if (signedOut) return <StatusPage tone="info" title={t('selfService.signedOut')} actions={<Link to={loginPath(cardId, 'DETAILS')}>{t('selfService.signInAgain')}</Link>} />;
  if (linkError) return <StatusPage tone="danger" title={linkError} actions={<Link to={loginPath(cardId, view)}>{t('selfService.requestNewLink')}</Link>} />;
  if (token) return <LoadingView fullScreen label={t('selfService.signingIn')} />;
  if (!session) return <Navigate to={loginPath(cardId, view)} replace />;
  return (
    <CardholderArea
      session={session}
      initialView={view}
      onSignedOut={() => {
        saveCardholderSession(null);
        setSignedOut(true);
        setSession(null);
      }}
    />
  );
};

const CardholderArea = ({ session, initialView, onSignedOut }: { session: CardholderSession; initialView: SelfServiceView; onSignedOut: () => void }) => {
  const t = useT();
  const as = { token: session.token, organisationId: session.organisationId, personId: session.personId };
  const page = useGetSelfServicePageQuery(as);
  const [signOut, { isLoading: signingOut }] = useSignOutOfSelfServiceMutation();
  const [tab, setTab] = useState<Tab | null>(null);

  if (page.isLoading) return <LoadingView fullScreen label={t('common.loading')} />;
  if (statusOf(page.error) === 401) {
    saveCardholderSession(null);
    return <StatusPage tone="info" title={t('selfService.sessionOver')} actions={<Link to={loginPath(session.cardId, initialView)}>{t('selfService.requestNewLink')}</Link>} />;
  }
  if (page.isError || !page.data) return <StatusPage tone="danger" title={errorMessageOf(page.error, t('common.unknownError'))} />;

  const data = page.data;
  const tabs: Tab[] = [...(data.self_service.enabled ? (['details'] as const) : []), 'wallet', 'notifications', ...(data.visitor_access ? (['introductions'] as const) : [])];
  const wanted = TAB_OF_VIEW[initialView];
  const current = tab ?? (tabs.includes(wanted) ? wanted : tabs[0]);
  const name = `${data.profile.first_name} ${data.profile.last_name}`.trim();

  const onSignOut = async () => {
    await signOut({ token: session.token });
    onSignedOut();
  };

  return (
    <PublicPage title={t('selfService.heading', { name })} subtitle={data.organisation_name}>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1), borderBottom: `1px solid ${theme.colors.border}`, marginBottom: theme.space(6) })}>
        {/* Only tabs inside the tablist (ARIA); Sign out sits beside it. */}
        <div role="tablist" aria-label={t('selfService.title')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1), flex: 1 })}>
          {tabs.map((key) => (
            <TabButton key={key} id={key} selected={current === key} onSelect={() => setTab(key)}>
              {t(TAB_LABEL[key])}
            </TabButton>
          ))}
        </div>
        <Button variant="ghost" loading={signingOut} onClick={() => void onSignOut()}>
          {t('selfService.signOut')}
        </Button>
      </div>
      <div role="tabpanel" id={`self-service-panel-${current}`} aria-labelledby={`self-service-tab-${current}`}>
        <TabContent tab={current} data={data} as={as} />
      </div>
    </PublicPage>
  );
};

const TabButton = ({ id, selected, onSelect, children }: { id: Tab; selected: boolean; onSelect: () => void; children: ReactNode }) => (
  <button
    type="button"
    role="tab"
    id={`self-service-tab-${id}`}
    aria-selected={selected}
    aria-controls={`self-service-panel-${id}`}
    onClick={onSelect}
    css={(theme) => ({
      border: 0,
      background: 'none',
      padding: theme.space(3, 4),
      font: 'inherit',
      fontWeight: 600,
      cursor: 'pointer',
      color: selected ? theme.colors.primary : theme.colors.textMuted,
      borderBottom: `2px solid ${selected ? theme.colors.primary : 'transparent'}`,
      marginBottom: -1,
    })}
  >
    {children}
  </button>
);

const TabContent = ({ tab, data, as }: { tab: Tab; data: SelfServicePageData; as: { token: string; organisationId: string; personId: string } }) => {
  switch (tab) {
    case 'details':
      return <MyDetailsTab data={data} as={as} />;
    case 'wallet':
      return <WalletTab as={as} hasProfyle={data.digital_id !== null} />;
    case 'notifications':
      return <NotificationsTab data={data} as={as} />;
    case 'introductions':
      return <IntroductionsTab as={as} />;
  }
};

export default SelfServicePage;
