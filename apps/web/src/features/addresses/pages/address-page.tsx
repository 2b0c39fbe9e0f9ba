import { useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton, TextLink } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { useGetLocationHistoryQuery, useGetLocationQuery } from '../addresses-api';
import { HistoryPanel } from '../../history/components/history-panel';

/** /portal/addresses/{id}: the address, the groups and people that use it, and its change history. */
export const AddressPage = () => {
  const { locationId = '' } = useParams();
  const t = useT();
  const { formatDateTime } = useFormatters();
  const { organisationId } = useSession();
  const label = useAddressLabel();
  const query = useGetLocationQuery({ organisationId, locationId });
  const history = useGetLocationHistoryQuery({ organisationId, locationId });
  const location = query.data;
  useDocumentTitle(location?.name || label.plural);
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  if (!location) return <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>;
  const base = `/portal/addresses/${encodeURIComponent(location.id)}`;
  const name = location.name || location.line1;
  const fields = ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[{ label: label.plural, to: '/portal/addresses' }, { label: name }]}
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
            <CardTitle>{t('addresses.details')}</CardTitle>
            {location.image_url ? <img src={location.image_url} alt="" css={(theme) => ({ width: '100%', maxWidth: 480, borderRadius: theme.radius.md, marginBottom: theme.space(4) })} /> : null}
            <DetailList
              items={[
                ...fields.map((field) => ({ label: t(`addresses.${field}` as MessageKey), value: location[field] || <Muted>{t('common.notSet')}</Muted> })),
                ...(location.lat !== null && location.lng !== null ? [{ label: `${t('addresses.lat')} / ${t('addresses.lng')}`, value: `${location.lat}, ${location.lng}` }] : []),
              ]}
            />
          </Card>
          <Card>
            <CardTitle>{t('addresses.history')}</CardTitle>
            {history.data ? (
              <ol css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3) })}>
                {history.data.data.map((entry, index) => (
                  <li key={index} css={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <span>
                      {entry.action === 'updated'
                        ? t('addresses.history.updated', { fields: entry.changed.map((field) => t(`addresses.${field}` as MessageKey)).join(', '), by: entry.by })
                        : t(`addresses.history.${entry.action}` as MessageKey, { by: entry.by })}
                    </span>
                    <Muted css={{ fontSize: 13 }}>{formatDateTime(entry.at)}</Muted>
                  </li>
                ))}
              </ol>
            ) : (
              <Muted>{t('common.loading')}</Muted>
            )}
          </Card>
        </Stack>
        <Card>
          <CardTitle>{t('addresses.usedBy')}</CardTitle>
          {location.used_by.groups.length + location.used_by.people.length === 0 ? (
            <Muted>{t('addresses.unused', { singular: label.singularInText })}</Muted>
          ) : (
            <UsedBy used={location.used_by} />
          )}
        </Card>
        <HistoryPanel streamId={`location-${location.id}`} />
      </div>
    </>
  );
};

/** The groups and people that use an address, as links. */
export const UsedBy = ({ used }: { used: { groups: { id: string; name: string }[]; people: { id: string; name: string }[] } }) => {
  const t = useT();
  return (
    <Stack gap={4}>
      {used.groups.length ? (
        <div>
          <strong>{t('addresses.usedByGroups')}</strong>
          <ul css={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {used.groups.map((group) => (
              <li key={group.id}>
                <TextLink to={`/portal/groups/${encodeURIComponent(group.id)}`}>{group.name}</TextLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {used.people.length ? (
        <div>
          <strong>{t('addresses.usedByPeople')}</strong>
          <ul css={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {used.people.map((person) => (
              <li key={person.id}>
                <TextLink to={`/portal/people/${encodeURIComponent(person.id)}`}>{person.name}</TextLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Stack>
  );
};

export default AddressPage;
