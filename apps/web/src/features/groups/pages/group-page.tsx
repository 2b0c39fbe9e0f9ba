import { Link, useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton, TextLink } from '../../../shared/ui/button';
import { Alert, Badge, LoadingView } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useListLocationsQuery } from '../../addresses/addresses-api';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { useAddressLabel } from '../../organisations/use-address-label';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { useGetGroupQuery } from '../groups-api';
import { HistoryPanel } from '../../history/components/history-panel';
import { LayoutLink } from '../../layouts/components/layout-choice';

/** The self-service registration link of a group: the organisation id and the group (spec 000 section 2). */
export const selfRegistrationLink = (organisationId: string, groupId: string) =>
  `${window.location.origin}/register-profyle/${encodeURIComponent(organisationId)}?group_id=${encodeURIComponent(groupId)}`;

/** /portal/groups/{groupId} */
export const GroupPage = () => {
  const { groupId = '' } = useParams();
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const addressLabel = useAddressLabel();
  const query = useGetGroupQuery({ organisationId, groupId });
  const organisation = useGetOrganisationQuery(organisationId);
  const locations = useListLocationsQuery(organisationId);
  const group = query.data;
  useDocumentTitle(group?.name ?? t('groups.title'));
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  if (!group) return <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>;

  const base = `/portal/groups/${encodeURIComponent(group.id)}`;
  const link = selfRegistrationLink(organisationId, group.id);
  const names = new Map((locations.data?.data ?? []).map((location) => [location.id, location.name || location.line1]));
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notify(t('common.copied'));
  };

  return (
    <>
      <PageHeader
        title={group.name}
        subtitle={group.parents.length ? group.full_name : undefined}
        crumbs={[{ label: t('groups.title'), to: '/portal/groups' }, { label: group.name }]}
        actions={
          <>
            <LinkButton to={`${base}/edit`} icon={<Icon name="edit" size={18} />}>
              {t('common.edit')}
            </LinkButton>
            <LinkButton to={`${base}/delete`} variant="danger" icon={<Icon name="trash" size={18} />}>
              {t('common.delete')}
            </LinkButton>
          </>
        }
      />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: '2fr 1fr' } })}>
        <Stack gap={6}>
          <Card>
            <CardTitle>{t('groups.details')}</CardTitle>
            <DetailList
              items={[
                {
                  label: t('groups.parents'),
                  value: group.parents.length ? (
                    <span>
                      {group.parents.map((parent, index) => (
                        <span key={parent.id}>
                          {index > 0 ? ' › ' : ''}
                          <TextLink to={`/portal/groups/${encodeURIComponent(parent.id)}`}>{parent.name}</TextLink>
                        </span>
                      ))}
                    </span>
                  ) : (
                    <Muted>{t('groups.noParents')}</Muted>
                  ),
                },
                {
                  label: t('groups.children'),
                  value: group.children.length ? (
                    <ul css={{ margin: 0, paddingInlineStart: 18 }}>
                      {group.children.map((child) => (
                        <li key={child.id}>
                          <TextLink to={`/portal/groups/${encodeURIComponent(child.id)}`}>{child.name}</TextLink> <Muted>({t('groups.peopleCount', { count: child.people })})</Muted>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Muted>{t('groups.noChildren')}</Muted>
                  ),
                },
                { label: t('groups.layout'), value: <LayoutLink layoutId={group.configuration_id} fallback={t('groups.layoutDefault')} /> },
                {
                  label: addressLabel.plural,
                  value: group.location_ids.length ? (
                    <ul css={{ margin: 0, paddingInlineStart: 18 }}>
                      {group.location_ids.map((id) => (
                        <li key={id}>
                          <TextLink to={`/portal/addresses/${encodeURIComponent(id)}`}>{names.get(id) ?? id}</TextLink>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Muted>{t('groups.noAddresses')}</Muted>
                  ),
                },
                { label: t('groups.enableExchange'), value: group.enable_exchange ? <Badge tone="success">{t('common.on')}</Badge> : <Badge>{t('common.off')}</Badge> },
                { label: t('groups.introEmail'), value: group.custom_intro_email_html ? <code css={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>{group.custom_intro_email_html}</code> : t('groups.introEmailDefault') },
              ]}
            />
          </Card>
        </Stack>
        <Stack gap={6}>
          <Card>
            <CardTitle>{t('groups.people')}</CardTitle>
            <p css={(theme) => ({ margin: theme.space(0, 0, 3), fontSize: theme.fontSize.xxl, fontWeight: 700 })}>
              <Link to={`/portal/people?group=${encodeURIComponent(group.id)}`} css={(theme) => ({ color: theme.colors.text })}>
                {t('groups.peopleCount', { count: group.people })}
              </Link>
            </p>
            <LinkButton size="sm" to={`/portal/people?group=${encodeURIComponent(group.id)}`}>
              {t('groups.viewPeople')}
            </LinkButton>
          </Card>
          {organisation.data?.features.selfRegistration.enabled ? (
            <Card>
              <CardTitle>{t('groups.selfRegistration')}</CardTitle>
              <Stack gap={3}>
                <Muted>{t('groups.selfRegistrationHint')}</Muted>
                <code data-testid="self-registration-link" css={(theme) => ({ overflowWrap: 'anywhere', padding: theme.space(2), background: theme.colors.surfaceSunken, borderRadius: theme.radius.sm, fontSize: theme.fontSize.sm })}>
                  {link}
                </code>
                <Button size="sm" onClick={copy} icon={<Icon name="copy" size={16} />}>
                  {t('groups.copyLink')}
                </Button>
              </Stack>
            </Card>
          ) : null}
          <HistoryPanel streamId={`group-${group.id}`} />
        </Stack>
      </div>
    </>
  );
};

export default GroupPage;
