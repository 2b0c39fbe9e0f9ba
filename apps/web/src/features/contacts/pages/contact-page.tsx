import { useParams } from 'react-router-dom';
import { CONTACT_EDITABLE_FIELDS, type ContactField } from '@profyle/domain';
import { apiText, errorMessageOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Avatar } from '../../../shared/ui/avatar';
import type { AnchorHTMLAttributes } from 'react';
import { Button, TextLink } from '../../../shared/ui/button';
import { Alert, Badge, EmptyState, LoadingView } from '../../../shared/ui/feedback';
import { Card, CardTitle, DetailList, Muted, PageHeader } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { eventHref } from '../../events/events-api';
import {
  useAvailableTagsQuery,
  useChangeContactCompanyMutation,
  useChangeContactFieldMutation,
  useChangeContactTagsMutation,
  useCompleteFollowUpMutation,
  useFollowUpTokenMutation,
  useGetContactQuery,
} from '../contacts-api';
import { ContactStatus } from '../components/contacts-list';
import { useCountryName } from '../components/country-name';
import { EditableField } from '../components/editable-field';
import { PositionMap } from '../components/position-map';
import { TagsEditor } from '../components/tags-editor';

const LINK_FIELDS: ContactField[] = ['website', 'linkedin'];

/** A link out of the portal (mail, phone, the contact's sites, a map), styled as the portal's text links. */
const ExternalLink = (props: AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <a {...props} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600, textUnderlineOffset: 2, overflowWrap: 'anywhere', '&:hover': { color: theme.colors.primaryHover } })} />
);

/**
 * The contact detail (spec 002), at /portal/contacts/{ownerId}/{introId} and under the owner's person
 * page: every field of the Contact entity, editable where the contacts rules allow, the enrichment
 * states, tags, consents, the follow-up, where it happened and who met them.
 */
export const ContactPage = () => {
  const t = useT();
  const notify = useSnackbar();
  const session = useSession();
  const { formatDateTime, formatDate, formatDecimal } = useFormatters();
  const countryName = useCountryName();
  const params = useParams();
  const fromPerson = params.personId !== undefined;
  const ownerId = params.personId ?? params.ownerId ?? '';
  const introId = params.introId ?? '';
  const args = { organisationId: session.organisationId, ownerId, introId };
  const contact = useGetContactQuery(args);
  const suggestions = useAvailableTagsQuery({ organisationId: session.organisationId });
  const [changeTags] = useChangeContactTagsMutation();
  const [changeCompany] = useChangeContactCompanyMutation();
  const [changeField] = useChangeContactFieldMutation();
  const [issueToken, issuing] = useFollowUpTokenMutation();
  const [completeFollowUp, completing] = useCompleteFollowUpMutation();
  const c = contact.data;
  useDocumentTitle(c?.name || t('contact.title'));

  const crumbs = fromPerson
    ? [
        { label: t('nav.people'), to: '/portal/people' },
        { label: c?.ownerName || ownerId, to: `/portal/people/${encodeURIComponent(ownerId)}` },
        { label: t('introductions.title'), to: `/portal/people/${encodeURIComponent(ownerId)}/introductions` },
        { label: c?.name || t('contact.title') },
      ]
    : [{ label: t('contacts.title'), to: '/portal/contacts' }, { label: c?.name || t('contact.title') }];

  if (contact.isLoading) return <LoadingView label={t('common.loading')} />;
  if (contact.isError || !c)
    return (
      <>
        <PageHeader title={t('contact.title')} crumbs={crumbs} />
        {statusOf(contact.error) === 404 ? <EmptyState icon="contacts" title={t('contact.notFound')} /> : <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(contact.error, t('common.unknownError')) })}</Alert>}
      </>
    );

  const pending = c.enrichmentStatus === 'pending';
  const label = (field: ContactField) => t(`contact.field.${field}` as MessageKey);
  const saveField = (field: ContactField) => (value: string) =>
    field === 'company' ? changeCompany({ ...args, company: value }) : changeField({ ...args, field, value });
  const failed = (field: ContactField) => (field === 'company' ? t('contact.failedCompany') : t('contact.failedField', { field: label(field).toLowerCase() }));
  const show = (field: ContactField) => {
    const value = c[field];
    if (pending && (field === 'name' || field === 'company') && !value) return <em css={(theme) => ({ color: theme.colors.textMuted })}>{t('contacts.enrichingName')}</em>;
    if (!value) return undefined;
    if (field === 'email') return <ExternalLink href={`mailto:${value}`}>{value}</ExternalLink>;
    if (field === 'phone') return <ExternalLink href={`tel:${value.replace(/\s+/g, '')}`}>{value}</ExternalLink>;
    if (LINK_FIELDS.includes(field) && /^https?:\/\//i.test(value))
      return (
        <ExternalLink href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </ExternalLink>
      );
    return undefined;
  };

  const onComplete = async () => {
    const token = await issueToken(args);
    const done = 'data' in token && token.data ? await completeFollowUp({ token: token.data.token }) : token;
    if ('error' in done && done.error) notify(`${t('contact.unableToCompleteFollowUp')}: ${errorMessageOf(done.error, t('common.unknownError'))}`, 'error');
    else {
      notify(t('contact.followUpCompleted'));
      contact.refetch();
    }
  };
  const onCopyLink = async () => {
    const token = await issueToken(args);
    if ('error' in token && token.error) {
      notify(`${t('contact.unableToCompleteFollowUp')}: ${errorMessageOf(token.error, t('common.unknownError'))}`, 'error');
      return;
    }
    const link = `${window.location.origin}/public/complete-follow-up/${encodeURIComponent(token.data?.token ?? '')}`;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notify(t('contact.followUpLinkCopied'), 'info');
  };

  return (
    <>
      <PageHeader
        title={
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
            <Avatar name={c.name || c.email} src={c.photoUrl || c.avatar_url || null} size={40} />
            {c.name || c.email}
          </span>
        }
        subtitle={[c.position, c.company].filter(Boolean).join(' · ') || c.email}
        crumbs={crumbs}
        actions={<ContactStatus status={c.status} />}
      />
      {pending ? (
        <div css={{ marginBottom: 16 }}>
          <Alert tone="warning">{t('contact.enrichmentPending')}</Alert>
        </div>
      ) : null}
      {c.enrichmentError ? (
        <div css={{ marginBottom: 16 }}>
          <Alert tone="danger" title={t('contact.enrichmentError')}>
            {t('contact.enrichmentErrorBody', { message: apiText(c.enrichmentError) })}
          </Alert>
        </div>
      ) : null}
      <div css={(theme) => ({ display: 'grid', gap: theme.space(5), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: '3fr 2fr' } })}>
        <div css={(theme) => ({ display: 'grid', gap: theme.space(5), alignContent: 'start' })}>
          <Card>
            <CardTitle>{t('contact.details')}</CardTitle>
            <DetailList
              items={CONTACT_EDITABLE_FIELDS.map((field) => ({
                label: label(field),
                value: <EditableField id={field} label={label(field)} value={c[field]} display={show(field)} multiline={field === 'note'} failedMessage={failed(field)} save={saveField(field)} />,
              }))}
            />
          </Card>
          <Card>
            <CardTitle>{t('contact.tags')}</CardTitle>
            <TagsEditor
              tags={c.tags}
              suggestions={suggestions.data?.tags ?? []}
              save={async (tags) => {
                const result = await changeTags({ ...args, tags });
                if ('error' in result) {
                  notify(`${t('contact.failedTags')}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
                  return false;
                }
                return true;
              }}
            />
          </Card>
        </div>
        <div css={(theme) => ({ display: 'grid', gap: theme.space(5), alignContent: 'start' })}>
          <Card>
            <CardTitle>{t('contact.followUp')}</CardTitle>
            {c.status === 'complete' ? (
              <p css={{ margin: 0 }}>{t('contact.followUpDone', { date: formatDateTime(c.meta.completedAt ?? c.meta.updatedAt) })}</p>
            ) : (
              <>
                <p css={{ margin: '0 0 12px' }}>{t('contact.followUpPending')}</p>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  <Button variant="primary" onClick={onComplete} loading={completing.isLoading || (issuing.isLoading && !completing.isLoading)}>
                    {t('contact.completeFollowUp')}
                  </Button>
                  <Button variant="ghost" onClick={onCopyLink}>
                    {t('contact.copyFollowUpLink')}
                  </Button>
                </div>
              </>
            )}
          </Card>
          <Card>
            <CardTitle>{t('contact.capture')}</CardTitle>
            <DetailList
              items={[
                { label: t('contact.capturedOn'), value: formatDateTime(c.meta.createdAt) },
                { label: t('contact.via'), value: t(`contact.via.${c.via}` as MessageKey) },
                {
                  label: t('contact.owner'),
                  value: c.ownerDeleted ? (
                    t('contacts.ownerDeleted', { name: c.ownerName || c.owner })
                  ) : (
                    <TextLink to={`/portal/people/${encodeURIComponent(c.ownerId)}`}>{c.ownerName || c.owner}</TextLink>
                  ),
                },
                { label: t('contact.country'), value: c.country ? countryName(c.country) : t('contact.empty') },
                ...(c.lat !== null && c.lng !== null
                  ? [
                      {
                        label: t('contact.location'),
                        value: (
                          <span css={{ display: 'grid', gap: 6 }}>
                            {c.nearestPlace ? <span>{c.nearestPlace}</span> : null}
                            <PositionMap organisationId={session.organisationId} lat={c.lat} lng={c.lng} label={t('contact.mapLabel', { place: c.nearestPlace ?? t('contact.coordinates', { lat: formatDecimal(c.lat, 4), lng: formatDecimal(c.lng, 4) }) })} />
                            <ExternalLink href={`https://www.openstreetmap.org/?mlat=${c.lat}&mlon=${c.lng}#map=15/${c.lat}/${c.lng}`} target="_blank" rel="noopener noreferrer">
                              {t('contact.openMap', { lat: formatDecimal(c.lat, 4), lng: formatDecimal(c.lng, 4) })}
                            </ExternalLink>
                          </span>
                        ),
                      },
                    ]
                  : []),
                ...(c.eventNames.length
                  ? [
                      {
                        label: t('contact.events'),
                        value: (
                          <span css={{ display: 'grid', gap: 4 }}>
                            {c.eventNames.map((event) => (event.name === null ? <Muted key={event.id}>{t('contacts.deletedEvent')}</Muted> : <TextLink key={event.id} to={eventHref(event.id)}>{event.name}</TextLink>))}
                          </span>
                        ),
                      },
                    ]
                  : []),
                { label: t('contact.enrichment'), value: c.enrichment === 'none' ? t('contact.enrichment.none') : `${c.enrichment}${pending ? '' : ` · ${formatDate(c.meta.updatedAt)}`}` },
              ]}
            />
          </Card>
          <Card>
            <CardTitle>{t('contact.consents')}</CardTitle>
            {c.consents.length ? (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
                {c.consents.map((consent) => (
                  <li key={consent}>
                    <Badge tone="success">✓</Badge> {consent}
                  </li>
                ))}
              </ul>
            ) : (
              <Muted>{t('contact.noConsents')}</Muted>
            )}
          </Card>
        </div>
      </div>
    </>
  );
};

export default ContactPage;
