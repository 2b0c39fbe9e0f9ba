import type { IntegrationsOverview } from '@profyle/contracts/crm';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { useSession } from '../../auth/session';
import { useGetIntegrationsQuery } from '../crm-api';
import { ANALYTICS_CARDS, CRM_CARDS, type IntegrationCard, OTHER_CARDS } from '../integration-cards';

type CardState = { kind: 'crm'; connected: boolean; account: string | null } | { kind: 'toggle'; enabled: boolean } | { kind: 'soon' };

const stateOf = (card: IntegrationCard, overview: IntegrationsOverview | undefined): CardState => {
  if (!card.to) return { kind: 'soon' };
  const crm = overview?.crm.find((connection) => connection.provider === card.key);
  if (card.key === 'hubspot' || card.key === 'pipedrive') return { kind: 'crm', connected: crm?.connected ?? false, account: crm?.connected ? (crm.account?.name ?? null) : null };
  if (card.key === 'google-analytics') return { kind: 'toggle', enabled: (overview?.ga4id ?? '') !== '' };
  if (card.key === 'intro-bcc') return { kind: 'toggle', enabled: (overview?.bcc ?? '').trim() !== '' };
  return { kind: 'toggle', enabled: overview?.webhooks.some((endpoint) => endpoint.enabled) ?? false };
};

const Tile = ({ card, state }: { card: IntegrationCard; state: CardState }) => {
  const t = useT();
  const name = card.name ?? (card.nameKey ? t(card.nameKey) : card.key);
  const badge =
    state.kind === 'soon' ? (
      <Badge tone="neutral">{t('integrations.comingSoon')}</Badge>
    ) : state.kind === 'crm' ? (
      <Badge tone={state.connected ? 'success' : 'neutral'}>{state.connected ? t('integrations.connected') : t('integrations.disconnected')}</Badge>
    ) : (
      <Badge tone={state.enabled ? 'success' : 'neutral'}>{state.enabled ? t('integrations.enabled') : t('integrations.disabled')}</Badge>
    );
  const active = (state.kind === 'crm' && state.connected) || (state.kind === 'toggle' && state.enabled);
  return (
    <li
      aria-disabled={state.kind === 'soon' || undefined}
      css={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
        padding: theme.space(5),
        borderRadius: theme.radius.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        opacity: state.kind === 'soon' ? 0.6 : 1,
      })}
    >
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) })}>
        <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{name}</h3>
        {badge}
      </div>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, flex: 1 })}>{t(card.description)}</p>
      {state.kind === 'crm' && state.account ? <div css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('integrations.connectedTo', { account: state.account })}</div> : null}
      {card.to ? (
        <div>
          <LinkButton to={card.to} size="sm" variant={active ? 'secondary' : 'primary'} aria-label={`${active ? t('integrations.manage') : t('integrations.setUp')}: ${name}`}>
            {active ? t('integrations.manage') : t('integrations.setUp')}
          </LinkButton>
        </div>
      ) : null}
    </li>
  );
};

const Group = ({ title, cards, overview }: { title: string; cards: IntegrationCard[]; overview: IntegrationsOverview | undefined }) => (
  <section aria-label={title}>
    <h2 css={(theme) => ({ fontSize: theme.fontSize.md, textTransform: 'uppercase', letterSpacing: '0.04em', color: theme.colors.textMuted, margin: theme.space(0, 0, 3) })}>{title}</h2>
    <ul css={(theme) => ({ margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' })}>
      {cards.map((card) => (
        <Tile key={card.key} card={card} state={stateOf(card, overview)} />
      ))}
    </ul>
  </section>
);

/**
 * /portal/integrations: the cards grouped CRMs, Analytics and Others (spec 002 section 2); Salesforce,
 * Dynamics 365 and Zapier shown disabled as 'Coming soon'; CRMs say Connected or Disconnected, the
 * others Enabled or Disabled (spec 002 section 4).
 */
export const IntegrationsPage = () => {
  const t = useT();
  const { organisationId } = useSession();
  const overview = useGetIntegrationsQuery({ organisationId });
  useDocumentTitle(t('integrations.title'));
  return (
    <>
      <PageHeader title={t('integrations.title')} subtitle={t('integrations.subtitle')} />
      <QueryStates query={overview} isEmpty={false} empty={null}>
        <Card css={(theme) => ({ padding: theme.space(6) })}>
          <Stack gap={7}>
            <Group title={t('integrations.group.crm')} cards={CRM_CARDS} overview={overview.data} />
            <Group title={t('integrations.group.analytics')} cards={ANALYTICS_CARDS} overview={overview.data} />
            <Group title={t('integrations.group.others')} cards={OTHER_CARDS} overview={overview.data} />
          </Stack>
        </Card>
      </QueryStates>
    </>
  );
};

export default IntegrationsPage;
