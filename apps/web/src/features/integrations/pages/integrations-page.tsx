import { Link } from 'react-router-dom';
import { DEFAULT_WEBHOOK_ENDPOINT_ID } from '@profyle/contracts/webhooks';
import { type MessageKey, useT } from '../../../app/i18n';
import { useHasPage } from '../../../app/route-table';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { INTEGRATION_GROUPS, INTEGRATIONS, type IntegrationEntry } from '../integration-catalogue';
import { useGetWebhookQuery } from '../webhooks-api';

type Status = 'enabled' | 'disabled';
const STATUS_LABEL: Record<Status, MessageKey> = { enabled: 'integrations.enabled', disabled: 'integrations.disabled' };

/** Enabled or Disabled for the integrations whose state is known, by id (unknown while loading). */
const useStatuses = (): Partial<Record<string, Status>> => {
  const { organisationId } = useSession();
  const organisation = useGetOrganisationQuery(organisationId).data;
  const webhook = useGetWebhookQuery({ organisationId, id: DEFAULT_WEBHOOK_ENDPOINT_ID }).data;
  const of = (on: boolean | undefined): Status | undefined => (on === undefined ? undefined : on ? 'enabled' : 'disabled');
  return {
    'google-analytics': of(organisation && organisation.ga4id.trim() !== ''),
    'intro-bcc': of(organisation && organisation.features.exchange.bcc.trim() !== ''),
    webhooks: of(webhook?.settings.enabled),
  };
};

/**
 * /portal/integrations: cards grouped CRMs, Analytics, Others (spec 002 section 2). A card links to the
 * integration's page once it exists; Salesforce, Dynamics 365 and Zapier are shown disabled as 'Coming
 * soon'; an integration that is neither built nor announced is not shown.
 */
export const IntegrationsPage = () => {
  const t = useT();
  const hasPage = useHasPage();
  const statuses = useStatuses();
  useDocumentTitle(t('nav.integrations'));
  const cards = INTEGRATIONS.flatMap((entry) => {
    const to = entry.pages?.find(hasPage);
    return to || entry.comingSoon ? [{ entry, to }] : [];
  });

  return (
    <>
      <PageHeader title={t('nav.integrations')} subtitle={t('integrations.subtitle')} />
      <Stack gap={8}>
        {INTEGRATION_GROUPS.map(({ group, label }) => {
          const inGroup = cards.filter((card) => card.entry.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`integrations-${group}`}>
              <h2 id={`integrations-${group}`} css={(theme) => ({ margin: theme.space(0, 0, 4), fontSize: theme.fontSize.lg })}>
                {t(label)}
              </h2>
              <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' })}>
                {inGroup.map(({ entry, to }) => (
                  <IntegrationCard key={entry.id} entry={entry} to={to} status={statuses[entry.id]} />
                ))}
              </ul>
            </section>
          );
        })}
      </Stack>
    </>
  );
};

const IntegrationCard = ({ entry, to, status }: { entry: IntegrationEntry; to?: string; status?: Status }) => {
  const t = useT();
  const name = 'brand' in entry.name ? entry.name.brand : t(entry.name.text);
  return (
    <li
      css={(theme) => ({
        position: 'relative',
        display: 'flex',
        gap: theme.space(4),
        padding: theme.space(5),
        background: to ? theme.colors.surface : theme.colors.surfaceSunken,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.lg,
        boxShadow: to ? theme.shadow.sm : 'none',
        color: to ? theme.colors.text : theme.colors.textMuted,
        '&:hover': to ? { borderColor: theme.colors.primary } : undefined,
        '&:focus-within': to ? { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 } : undefined,
      })}
    >
      <span css={(theme) => ({ display: 'inline-flex', alignSelf: 'flex-start', padding: theme.space(2.5), borderRadius: theme.radius.md, background: to ? theme.colors.primarySoft : theme.colors.surface, color: to ? theme.colors.onPrimarySoft : theme.colors.textMuted })}>
        <Icon name={entry.icon} size={22} />
      </span>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1.5), minWidth: 0 })}>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
          <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>
            {to ? (
              // The link covers the whole card.
              <Link to={to} css={(theme) => ({ color: theme.colors.text, textDecoration: 'none', outline: 'none', '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radius.lg } })}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {entry.comingSoon && !to ? <Badge>{t('integrations.comingSoon')}</Badge> : status ? <Badge tone={status === 'enabled' ? 'success' : 'neutral'}>{t(STATUS_LABEL[status])}</Badge> : null}
        </div>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.sm, lineHeight: 1.5 })}>{t(entry.description)}</p>
      </div>
    </li>
  );
};

export default IntegrationsPage;
