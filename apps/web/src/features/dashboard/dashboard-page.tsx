import type { ReactNode } from 'react';
import { errorMessageOf } from '../../app/api-errors';
import { useT } from '../../app/i18n';
import { useFormatters } from '../../shared/format';
import { useDocumentTitle } from '../../shared/use-document-title';
import { LinkButton } from '../../shared/ui/button';
import { Alert, Badge, Spinner } from '../../shared/ui/feedback';
import { Icon, type IconName } from '../../shared/ui/icons';
import { Card, PageHeader } from '../../shared/ui/layout';
import { useListAdminUsersQuery } from '../admins/admins-api';
import { useSession } from '../auth/session';
import { useCurrentOrganisation } from '../organisations/use-current-organisation';
import { useListPeopleQuery } from '../people/people-api';
import { USAGE_WARNING_RATIO, UsageRing } from './usage-ring';

const Tile = ({ icon, title, children, action }: { icon: IconName; title: string; children: ReactNode; action?: ReactNode }) => (
  <Card css={{ display: 'flex', flexDirection: 'column' }}>
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

/**
 * /portal/dashboard: the cards this release has data for (people, subscriptions with the usage ring,
 * NFC cards, invite team, admins). Cards for modules not in this release are not shown.
 */
export const DashboardPage = () => {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
  const { formatNumber } = useFormatters();
  const session = useSession();
  const organisation = useCurrentOrganisation();
  const people = useListPeopleQuery({ organisationId: session.organisationId, page: 0, page_size: 10, sort: 'name' });
  const admins = useListAdminUsersQuery({ organisationId: session.organisationId, page: 0, page_size: 10 });
  const view = organisation.view.data;
  const firstName = (session.user.name || session.user.email).split(' ')[0];

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.welcome', { name: firstName })} actions={organisation.isDemo ? <Badge tone="warning">{t('dashboard.trial')}</Badge> : null} />
      {organisation.view.isError ? <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(organisation.view.error, t('common.unknownError')) })}</Alert> : null}
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', marginTop: theme.space(2), [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' }, [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr 1fr' } })}>
        <Tile
          icon="people"
          title={t('dashboard.people')}
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
          {people.data ? (
            <>
              <BigNumber>{formatNumber(people.data.total)}</BigNumber>
              <div css={(theme) => ({ color: theme.colors.textMuted, marginTop: 4 })}>{t('dashboard.peopleCount', { count: people.data.total, organisation: organisation.name })}</div>
            </>
          ) : people.isError ? (
            <div css={(theme) => ({ color: theme.colors.textMuted })}>{t('dashboard.unavailable')}</div>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </Tile>
        <Tile icon="billing" title={t('dashboard.subscriptions')}>
          {view ? (
            <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(5) })}>
              <UsageRing used={view.subscriptions.used} purchased={view.subscriptions.purchased} label={t('dashboard.usageRing', { share: view.subscriptions.purchased ? view.subscriptions.used / view.subscriptions.purchased : 0 })} />
              <div>
                <div css={{ fontWeight: 700, fontSize: '1.125rem' }}>{t('dashboard.subscriptionsUsed', { used: view.subscriptions.used, purchased: view.subscriptions.purchased })}</div>
                <div css={(theme) => ({ color: theme.colors.textMuted, marginTop: 4 })}>{t('dashboard.subscriptionsRemaining', { remaining: Math.max(0, view.remainingSubscriptions) })}</div>
                {view.subscriptions.purchased > 0 && view.subscriptions.used / view.subscriptions.purchased > USAGE_WARNING_RATIO ? (
                  <div css={(theme) => ({ color: theme.colors.danger, fontWeight: 600, fontSize: theme.fontSize.sm, marginTop: 8 })}>{t('dashboard.subscriptionsWarning')}</div>
                ) : null}
              </div>
            </div>
          ) : organisation.view.isError ? (
            <div css={(theme) => ({ color: theme.colors.textMuted })}>{t('dashboard.unavailable')}</div>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </Tile>
        <Tile icon="card" title={t('dashboard.nfcCards')}>
          {view ? (
            <>
              <BigNumber>{formatNumber(view.nfcCards.used)}</BigNumber>
              <div css={(theme) => ({ color: theme.colors.textMuted, marginTop: 4 })}>{t('dashboard.nfcCardsUsed', { used: view.nfcCards.used, purchased: view.nfcCards.purchased })}</div>
              <div css={(theme) => ({ color: theme.colors.textMuted })}>{t('dashboard.nfcCardsRemaining', { remaining: Math.max(0, view.remainingNfcCards) })}</div>
            </>
          ) : organisation.view.isError ? (
            <div css={(theme) => ({ color: theme.colors.textMuted })}>{t('dashboard.unavailable')}</div>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </Tile>
        <Tile
          icon="contacts"
          title={t('dashboard.inviteTeam')}
          action={
            <LinkButton to="/portal/admins/invite" variant="primary" size="sm">
              {t('dashboard.inviteAdmin')}
            </LinkButton>
          }
        >
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 })}>{t('dashboard.inviteTeamBody')}</p>
        </Tile>
        <Tile
          icon="admins"
          title={t('dashboard.admins')}
          action={
            <LinkButton to="/portal/admins/users" size="sm">
              {t('dashboard.manageAdmins')}
            </LinkButton>
          }
        >
          {admins.data ? (
            <>
              <BigNumber>{formatNumber(admins.data.total)}</BigNumber>
              <div css={(theme) => ({ color: theme.colors.textMuted, marginTop: 4 })}>{t('dashboard.adminsCount', { count: admins.data.total })}</div>
            </>
          ) : admins.isError ? (
            <div css={(theme) => ({ color: theme.colors.textMuted })}>{t('dashboard.unavailable')}</div>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </Tile>
      </div>
    </>
  );
};

export default DashboardPage;
