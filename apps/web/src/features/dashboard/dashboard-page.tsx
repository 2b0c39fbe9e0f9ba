import { useHasPage } from '../../app/route-table';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTheme } from '@emotion/react';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { DashboardView } from '@profyle/contracts/analytics';
import { errorMessageOf } from '../../app/api-errors';
import { extendCatalogue, type MessageKey, useLanguage, useT } from '../../app/i18n';
import { languageTag } from '../../app/i18n/languages';
import { useFormatters } from '../../shared/format';
import { useSnackbar } from '../../shared/snackbar-host';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Button, LinkButton, TextLink } from '../../shared/ui/button';
import { Alert, Badge, Spinner } from '../../shared/ui/feedback';
import { Icon, type IconName } from '../../shared/ui/icons';
import { Card, PageHeader } from '../../shared/ui/layout';
import { useDashboardQuery } from '../analytics/analytics-api';
import { OrderStatusBadge } from '../billing/components/order-status-badge';
import { useMoney } from '../billing/use-money';
import { useSession } from '../auth/session';
import { useAddressLabel } from '../organisations/use-address-label';
import { useCurrentOrganisation } from '../organisations/use-current-organisation';
import { useHideOnboardingMutation } from '../settings/settings-api';
import { USAGE_WARNING_RATIO, UsageRing } from './usage-ring';

/** Superadmins only: its chunk and texts load when a superadmin opens the dashboard. */
const SuperadminArea = lazy(() =>
  Promise.all([import('../superadmin/superadmin-messages').then((messages) => extendCatalogue(messages.SUPERADMIN_EN)), import('../superadmin/components/superadmin-area')]).then(([, module]) => module),
);

const Tile = ({ icon, title, children, action, testId }: { icon: IconName; title: string; children: ReactNode; action?: ReactNode; testId?: string }) => (
  <Card css={{ display: 'flex', flexDirection: 'column' }} data-testid={testId}>
    <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), marginBottom: theme.space(4) })}>
      <span css={(theme) => ({ display: 'inline-flex', padding: theme.space(2), borderRadius: theme.radius.md, background: theme.colors.primarySoft, color: theme.colors.onPrimarySoft })}>
        <Icon name={icon} size={20} />
      </span>
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md, fontWeight: 700 })}>{title}</h2>
    </div>
    <div css={{ flex: 1 }}>{children}</div>
    {action ? <div css={(theme) => ({ marginTop: theme.space(5) })}>{action}</div> : null}
  </Card>
);

const BigNumber = ({ children }: { children: ReactNode }) => <div css={(theme) => ({ fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em', color: theme.colors.text, lineHeight: 1.1 })}>{children}</div>;
const Caption = ({ children }: { children: ReactNode }) => <div css={(theme) => ({ color: theme.colors.textMuted, marginTop: 4 })}>{children}</div>;

/** A month's bars for up to 6 months (spec 000 section 9). */
const MiniChart = ({ data, measure, label }: { data: DashboardView['monthly']; measure: 'visits' | 'intros'; label: string }) => {
  const theme = useTheme();
  const language = useLanguage();
  const month = new Intl.DateTimeFormat(languageTag(language), { month: 'short', timeZone: 'UTC' });
  const rows = data.map((row) => ({ month: month.format(new Date(`${row.month}-15T00:00:00Z`)), value: row[measure] }));
  return (
    <div css={{ width: '100%', height: 96 }} role="img" aria-label={`${label}: ${data.map((row) => `${row.month} ${row[measure]}`).join(', ')}`}>
      <ResponsiveContainer>
        <BarChart data={rows} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
          <XAxis dataKey="month" stroke={theme.colors.textMuted} fontSize={11} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: theme.colors.surfaceSunken }} formatter={(value) => [String(value), label]} contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}`, color: theme.colors.text }} />
          <Bar dataKey="value" fill={theme.colors.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
};

const STEP_LINKS: Record<string, string> = {
  'add-people': '/portal/people/new',
  'assign-subscriptions': '/portal/people',
  'create-groups': '/portal/groups/new',
  'add-addresses': '/portal/addresses/new',
  'customise-layout': '/portal/layouts',
  'invite-team': '/portal/admins/invite',
  'order-cards': '/portal/billing/orders/new',
};

/** The getting-started guide: its steps with what is done; hiding it offers Undo in the snackbar. */
const GettingStarted = ({ dashboard, hidden }: { dashboard: DashboardView; hidden: readonly string[] }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [hide, hiding] = useHideOnboardingMutation();
  const steps = dashboard.onboarding.steps.filter((step) => !hidden.includes(step.key));
  const done = steps.filter((step) => step.done).length;
  const setHidden = async (hidden: boolean) => {
    const result = await hide({ organisationId, key: 'guide', hide: hidden });
    if ('error' in result) {
      notify(t('dashboard.guideError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    if (hidden) notify(t('dashboard.guideHidden'), 'info', { label: t('dashboard.undo'), run: () => void setHidden(false) });
  };
  return (
    <Card data-testid="getting-started" css={{ gridColumn: '1 / -1' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 12 }}>
        <div>
          <h2 css={{ margin: 0, fontSize: '1.125rem' }}>{t('dashboard.guide')}</h2>
          <div css={(theme) => ({ color: theme.colors.textMuted })}>{t('dashboard.guideProgress', { done, total: steps.length })}</div>
        </div>
        <Button size="sm" variant="ghost" loading={hiding.isLoading} onClick={() => void setHidden(true)}>
          {t('dashboard.hideGuide')}
        </Button>
      </div>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done || undefined} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: 8, padding: theme.space(2, 3), borderRadius: theme.radius.md, border: `1px solid ${theme.colors.border}`, background: step.done ? theme.colors.successSoft : theme.colors.surface })}>
            <Icon name={step.done ? 'check' : 'chevronRight'} size={18} />
            {step.done ? <span css={{ textDecoration: 'line-through' }}>{t(`dashboard.step.${step.key}` as MessageKey)}</span> : <TextLink to={STEP_LINKS[step.key] ?? '/portal/dashboard'}>{t(`dashboard.step.${step.key}` as MessageKey)}</TextLink>}
          </li>
        ))}
      </ol>
    </Card>
  );
};

/**
 * /portal/dashboard (spec 000): people, subscriptions with the usage ring, NFC cards, invite team, the
 * introductions value, views, contacts, monthly mini charts, groups, addresses, admins, layouts, the
 * getting-started guide, the design library (with designs awaiting approval), the open orders with their
 * status chips and the superadmin area; every card from one call. Events show once their module answers.
 */
export const DashboardPage = () => {
  const hasPage = useHasPage();
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
  const language = useLanguage();
  const { formatNumber } = useFormatters();
  const { formatAmount } = useMoney();
  const session = useSession();
  const organisation = useCurrentOrganisation();
  const addressLabel = useAddressLabel();
  const query = useDashboardQuery({ organisationId: session.organisationId }, { refetchOnMountOrArgChange: 30, refetchOnFocus: true });
  const d = query.data;
  const firstName = (session.user.name || session.user.email).split(' ')[0];
  // The organisation's view follows a hide (and its undo) at once; the dashboard's own copy may be older.
  const hidden = organisation.view.data?.onboarding.hidden ?? d?.onboarding.hidden ?? [];
  const money = (value: number, currency: string) => {
    try {
      return new Intl.NumberFormat(languageTag(language), { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
    } catch {
      return `${formatNumber(value)} ${currency}`;
    }
  };
  const share = d && d.subscriptions.purchased ? d.subscriptions.used / d.subscriptions.purchased : 0;
  const count = (icon: IconName, title: string, value: number, caption: (count: number) => string, to: string, link: string, testId: string) => (
    <Tile icon={icon} title={title} testId={testId} action={<LinkButton to={to} size="sm">{link}</LinkButton>}>
      <BigNumber>{formatNumber(value)}</BigNumber>
      <Caption>{caption(value)}</Caption>
    </Tile>
  );

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.welcome', { name: firstName })} actions={organisation.isDemo ? <Badge tone="warning">{t(organisation.view.data?.isDemoExpired ? 'dashboard.trialExpired' : 'dashboard.trial')}</Badge> : null} />
      {query.isError ? <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(query.error, t('common.unknownError')) })}</Alert> : null}
      {!d ? (
        query.isError ? null : <Spinner label={t('common.loading')} />
      ) : (
        <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', marginTop: theme.space(2), [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' }, [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr 1fr' } })}>
          {hidden.includes('guide') ? null : <GettingStarted dashboard={d} hidden={hidden} />}
          <Tile
            icon="people"
            title={t('dashboard.people')}
            testId="dashboard-people"
            action={
              <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <LinkButton to="/portal/people" size="sm">
                  {t('dashboard.viewPeople')}
                </LinkButton>
                <LinkButton to="/portal/people/new" size="sm" variant="ghost" icon={<Icon name="plus" size={16} />}>
                  {t('dashboard.addPerson')}
                </LinkButton>
              </div>
            }
          >
            <BigNumber>{formatNumber(d.people.total)}</BigNumber>
            <Caption>{t('dashboard.peopleCount', { count: d.people.total, organisation: organisation.name })}</Caption>
          </Tile>
          <Tile icon="billing" title={t('dashboard.subscriptions')} testId="dashboard-subscriptions">
            <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(5) })}>
              <UsageRing used={d.subscriptions.used} purchased={d.subscriptions.purchased} label={t('dashboard.usageRing', { share })} />
              <div>
                <div css={{ fontWeight: 700, fontSize: '1.125rem' }}>{t('dashboard.subscriptionsUsed', { used: d.subscriptions.used, purchased: d.subscriptions.purchased })}</div>
                <Caption>{t('dashboard.subscriptionsRemaining', { remaining: Math.max(0, d.subscriptions.remaining) })}</Caption>
                {d.subscriptions.purchased > 0 && d.subscriptions.used / d.subscriptions.purchased > USAGE_WARNING_RATIO ? (
                  <div css={(theme) => ({ color: theme.colors.danger, fontWeight: 600, fontSize: theme.fontSize.sm, marginTop: 8 })}>{t('dashboard.subscriptionsWarning')}</div>
                ) : null}
              </div>
            </div>
          </Tile>
          <Tile icon="card" title={t('dashboard.nfcCards')} testId="dashboard-nfc">
            <BigNumber>{formatNumber(d.nfcCards.used)}</BigNumber>
            <Caption>{t('dashboard.nfcCardsUsed', { used: d.nfcCards.used, purchased: d.nfcCards.purchased })}</Caption>
            <Caption>{t('dashboard.nfcCardsRemaining', { remaining: Math.max(0, d.nfcCards.remaining) })}</Caption>
          </Tile>
          <Tile icon="contacts" title={t('dashboard.introductionsValue')} testId="dashboard-intro-value" action={<LinkButton to="/portal/settings?view=INTRODUCTIONS" size="sm" variant="ghost">{t('dashboard.leadValueSettings')}</LinkButton>}>
            <BigNumber>{money(d.introductions.value, d.introductions.currency)}</BigNumber>
            <Caption>{t('dashboard.introductionsValueBody', { value: money(d.introductions.leadValue, d.introductions.currency) })}</Caption>
          </Tile>
          <Tile icon="analytics" title={t('dashboard.views')} testId="dashboard-views" action={<LinkButton to="/portal/analytics" size="sm">{t('dashboard.viewAnalytics')}</LinkButton>}>
            <BigNumber>{formatNumber(d.views.total)}</BigNumber>
            <Caption>{t('dashboard.viewsBody')}</Caption>
          </Tile>
          {count('contacts', t('dashboard.contacts'), d.contacts.total, () => t('dashboard.contactsBody'), '/portal/contacts', t('dashboard.viewContacts'), 'dashboard-contacts')}
          <Tile icon="analytics" title={t('dashboard.monthlyViews')} testId="dashboard-monthly-views">
            <MiniChart data={d.monthly} measure="visits" label={t('dashboard.views')} />
          </Tile>
          <Tile icon="contacts" title={t('dashboard.monthlyIntroductions')} testId="dashboard-monthly-intros">
            <MiniChart data={d.monthly} measure="intros" label={t('dashboard.contacts')} />
          </Tile>
          <Tile
            icon="admins"
            title={t('dashboard.inviteTeam')}
            action={
              <LinkButton to="/portal/admins/invite" variant="primary" size="sm">
                {t('dashboard.inviteAdmin')}
              </LinkButton>
            }
          >
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 })}>{t('dashboard.inviteTeamBody')}</p>
          </Tile>
          {count('groups', t('dashboard.groups'), d.groups.total, () => t('dashboard.groupsBody'), '/portal/groups', t('dashboard.manageGroups'), 'dashboard-groups')}
          {count('addresses', addressLabel.plural, d.addresses.total, () => t('dashboard.addressesBody', { label: addressLabel.plural }), '/portal/addresses', t('dashboard.manage', { label: addressLabel.plural.toLowerCase() }), 'dashboard-addresses')}
          {count('admins', t('dashboard.admins'), d.admins.total, (n) => t('dashboard.adminsCount', { count: n }), '/portal/admins/users', t('dashboard.manageAdmins'), 'dashboard-admins')}
          {count('layouts', t('dashboard.layouts'), d.layouts.total, () => t('dashboard.layoutsBody'), '/portal/layouts', t('dashboard.manageLayouts'), 'dashboard-layouts')}
          {d.events ? count('events', t('dashboard.events'), d.events.total, () => t('dashboard.eventsBody', { current: d.events?.current ?? 0 }), '/portal/events', t('dashboard.viewEvents'), 'dashboard-events') : null}
          {d.designs ? (
            <Tile icon="card" title={t('dashboard.designLibrary')} testId="dashboard-designs" action={<LinkButton to="/portal/nfc/designs" size="sm">{t('dashboard.viewDesigns')}</LinkButton>}>
              <BigNumber>{formatNumber(d.designs.total)}</BigNumber>
              <Caption>{t('dashboard.designsBody')}</Caption>
              {d.designs.awaitingApproval > 0 ? (
                <div css={(theme) => ({ color: theme.colors.warning, fontWeight: 600, fontSize: theme.fontSize.sm, marginTop: 8 })}>{t('dashboard.designsAwaiting', { count: d.designs.awaitingApproval })}</div>
              ) : null}
            </Tile>
          ) : null}
          {d.pendingOrders ? (
            <Tile icon="billing" title={t('dashboard.pendingOrders')} testId="dashboard-orders" action={<LinkButton to="/portal/billing" size="sm">{t('dashboard.viewOrders')}</LinkButton>}>
              <BigNumber>{formatNumber(d.pendingOrders.total)}</BigNumber>
              <Caption>{t('dashboard.pendingOrdersBody')}</Caption>
              {d.pendingOrders.latest.length ? (
                <ul css={{ listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'grid', gap: 6 }}>
                  {d.pendingOrders.latest.map((order) => (
                    <li key={order.id} data-order={order.id} css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                      <TextLink to={`/portal/billing/orders/${order.id}`}>{order.name || order.short_code}</TextLink>
                      <OrderStatusBadge status={order.status} />
                      <span css={(theme) => ({ marginInlineStart: 'auto', color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{formatAmount(order.value, order.currency)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Tile>
          ) : null}
          {session.user.superadmin && organisation.view.data ? (
            <div data-testid="dashboard-superadmin" css={{ gridColumn: '1 / -1' }}>
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <SuperadminArea organisation={organisation.view.data} timezone={d.timezone} showOrganisationsLink={hasPage('/portal/orgs')} />
              </Suspense>
            </div>
          ) : null}
        </div>
      )}
    </>
  );
};

export default DashboardPage;
