import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PersonDetail } from '@profyle/contracts/people-list';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { LANGUAGES } from '../../../app/i18n/languages';
import { useHasPage } from '../../../app/route-table';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Avatar } from '../../../shared/ui/avatar';
import { Button, IconButton, LinkButton } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, Badge, LoadingView } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { useGetPersonQuery } from '../people-api';
import { PersonEmailsCard } from '../components/person-emails-card';
import { PersonSuperadminPanel } from '../components/person-superadmin-panel';
import { PushNotificationForm, WalletLinks } from '../components/person-superadmin-tools';
import { ProfylePreview } from '../components/profyle-preview';
import { ProfyleQr } from '../components/profyle-qr';
import { CustomFieldValues } from '../../custom-fields/components/custom-field-inputs';
import { useAddressLabel } from '../../organisations/use-address-label';
import { PersonAddresses, PersonGroupBadge } from '../components/person-placement';
import { VerifyRegistration } from '../../registration/components/verify-registration';
import { HistoryPanel } from '../../history/components/history-panel';
import { ErasePersonCard } from '../../history/components/erase-person-card';

export const personName = (person: Pick<PersonDetail, 'first_name' | 'last_name' | 'email'>) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** Loads the person of the route; the not-found page when there is none, the message when loading fails. */
export const usePersonFromRoute = () => {
  const { personId = '' } = useParams();
  const { organisationId } = useSession();
  const query = useGetPersonQuery({ organisationId, personId });
  return { personId, query };
};

export const PersonLoadState = ({ query }: { query: ReturnType<typeof usePersonFromRoute>['query'] }) => {
  const t = useT();
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  return <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>;
};

const Value = ({ children }: { children: ReactNode }) => {
  const t = useT();
  return children === '' || children === null || children === undefined ? <Muted>{t('common.notSet')}</Muted> : <>{children}</>;
};

/** /portal/people/{personId}: the person's detail; ?subscription-prompt=true offers to assign a subscription. */
export const PersonPage = () => {
  const t = useT();
  const addressLabel = useAddressLabel();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { formatDate, formatDateTime, formatNumber } = useFormatters();
  const [params, setParams] = useSearchParams();
  const { personId, query } = usePersonFromRoute();
  const session = useSession();
  const hasPage = useHasPage();
  const person = query.data?.person;
  useDocumentTitle(person ? personName(person) : t('person.detail'));
  if (!person) return <PersonLoadState query={query} />;

  const name = personName(person);
  const base = `/portal/people/${encodeURIComponent(personId)}`;
  const prompt = params.get('subscription-prompt') === 'true' && !person.subscription;
  const closePrompt = () => {
    const next = new URLSearchParams(params);
    next.delete('subscription-prompt');
    setParams(next, { replace: true });
  };
  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(person.email);
      notify(t('common.copied'), 'info');
    } catch {
      notify(person.email, 'info');
    }
  };
  const address = person.locations === 'custom' ? person.address.split(';').map((part) => part.trim()).filter(Boolean).join(', ') : '';
  const locationLabels: Record<PersonDetail['locations'], MessageKey> = { none: 'person.locations.none', group: 'person.locations.group', list: 'person.locations.list', custom: 'person.locations.custom' };
  const linkedLabels: Record<PersonDetail['linked_profyles'], MessageKey> = { disabled: 'person.linkedProfyles.disabled', group: 'person.linkedProfyles.group', list: 'person.linkedProfyles.list' };
  const passwordLabels: Record<PersonDetail['password_mode'], MessageKey> = { disabled: 'person.passwordMode.disabled', pin: 'person.passwordMode.pin', password: 'person.passwordMode.password' };

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[{ label: t('people.title'), to: '/portal/people' }, { label: name }]}
        actions={
          <LinkButton to={`${base}/edit`} variant="primary" icon={<Icon name="edit" size={18} />}>
            {t('common.edit')}
          </LinkButton>
        }
      />
      <Stack gap={6}>
        {person.self_registration ? <Alert tone="warning">{t('person.selfRegistered')}</Alert> : null}
        {person.unverified ? <VerifyRegistration organisationId={session.organisationId} personId={personId} name={name} /> : null}
        <Card>
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(5), alignItems: 'center' })}>
            <Avatar name={name} src={person.photo_url || null} size={88} />
            <div css={{ flex: 1, minWidth: 220 }}>
              <div css={(theme) => ({ fontSize: theme.fontSize.xl, fontWeight: 700 })}>
                {[person.prefix, name, person.nominals].filter(Boolean).join(' ')}
                {person.pronouns ? <Muted css={{ fontWeight: 400, fontSize: '0.9em' }}> ({person.pronouns})</Muted> : null}
              </div>
              <div css={(theme) => ({ color: theme.colors.textMuted })}>{[person.position, person.department].filter(Boolean).join(' · ')}</div>
              <div css={{ display: 'flex', alignItems: 'center', gap: 4, marginTop: 4 }}>
                <a href={`mailto:${person.email}`} css={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </a>
                <IconButton type="button" aria-label={t('common.copyEmail')} title={t('common.copyEmail')} onClick={copyEmail} css={{ width: 32, height: 32 }}>
                  <Icon name="copy" size={16} />
                </IconButton>
              </div>
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
                {person.subscription ? <Badge tone="success">{t('person.subscriptionActive')}</Badge> : <Badge>{t('person.subscriptionInactive')}</Badge>}
                {person.unverified ? (
                  <Link to="/portal/people?filter=unverified" css={{ textDecoration: 'none' }}>
                    <Badge tone="warning">{t('person.unverified')}</Badge>
                  </Link>
                ) : null}
                {person.group_id ? <PersonGroupBadge groupId={person.group_id} /> : null}
              </div>
            </div>
            <dl css={(theme) => ({ display: 'flex', gap: theme.space(8), margin: 0 })}>
              <div>
                <dt css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('person.visits')}</dt>
                <dd css={{ margin: 0, fontSize: '1.75rem', fontWeight: 800 }}>{formatNumber(person.counter)}</dd>
                <dd css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.xs })}>
                  {person.last_access ? t('person.lastViewed', { date: formatDateTime(person.last_access) }) : t('person.neverViewed')}
                </dd>
              </div>
              <div>
                <dt css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('person.introductions')}</dt>
                <dd css={{ margin: 0, fontSize: '1.75rem', fontWeight: 800 }}>
                  {hasPage(`${base}/introductions`) ? (
                    <Link to={`${base}/introductions`} css={(theme) => ({ color: theme.colors.text })}>
                      {formatNumber(person.intro_counter)}
                    </Link>
                  ) : (
                    formatNumber(person.intro_counter)
                  )}
                </dd>
              </div>
            </dl>
          </div>
        </Card>
        <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } })}>
          <Stack gap={6}>
            <Card>
              <CardTitle>{t('person.details')}</CardTitle>
              <DetailList
                items={[
                  { label: t('person.position'), value: <Value>{person.position}</Value> },
                  { label: t('person.department'), value: <Value>{person.department}</Value> },
                  { label: t('person.mobile'), value: <Value>{person.mobile}</Value> },
                  { label: t('person.calendarUrl'), value: <Value>{person.calendar_url}</Value> },
                  { label: t('person.tags'), value: <Value>{person.tags.join(', ')}</Value> },
                  { label: t('person.translations'), value: <Value>{Object.keys(person.translations).map((code) => LANGUAGES.find((language) => language.code === code)?.name ?? code).join(', ')}</Value> },
                  { label: t('person.createdAt'), value: formatDateTime(person.meta.createdAt) },
                  { label: t('person.updatedAt'), value: formatDateTime(person.meta.updatedAt) },
                ]}
              />
            </Card>
            <Card>
              <CardTitle>{t('person.section.addresses')}</CardTitle>
              <PersonAddresses person={person} customAddress={address} modeLabel={t(locationLabels[person.locations], { label: addressLabel.pluralInText })} />
            </Card>
            <Card>
              <CardTitle>{t('person.section.socials')}</CardTitle>
              {person.linked_in || person.twitter || person.instagram ? (
                <DetailList
                  items={[
                    { label: t('person.linkedIn'), value: <Value>{person.linked_in}</Value> },
                    { label: t('person.twitter'), value: <Value>{person.twitter}</Value> },
                    { label: t('person.instagram'), value: <Value>{person.instagram}</Value> },
                  ]}
                />
              ) : (
                <Muted>{t('person.noSocials')}</Muted>
              )}
            </Card>
            <Card>
              <CardTitle>{t('person.section.bio')}</CardTitle>
              {person.bio ? <p css={{ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-wrap' }}>{person.bio}</p> : <Muted>{t('person.noBio')}</Muted>}
            </Card>
            <Card>
              <CardTitle>{t('person.section.linkedProfyles')}</CardTitle>
              <DetailList
                items={[
                  { label: t('person.linkedProfyles'), value: t(linkedLabels[person.linked_profyles]) },
                  ...(person.linked_profyles === 'list' ? [{ label: t('person.section.linkedProfyles'), value: t('person.linkedCount', { count: person.linked_ids.length }) }] : []),
                ]}
              />
            </Card>
            <Card>
              <CardTitle>{t('person.section.customFields')}</CardTitle>
              <CustomFieldValues values={person.custom_fields} />
            </Card>
            <Card>
              <CardTitle>{t('person.section.advanced')}</CardTitle>
              <DetailList
                items={[
                  { label: t('person.passwordMode'), value: `${t(passwordLabels[person.password_mode])}${person.password_set ? ` · ${t('person.passwordSet')}` : ''}` },
                  { label: t('person.redirectEnabled'), value: person.redirect_enabled ? `${t('common.on')} · ${person.redirect_url}` : t('common.off') },
                  { label: t('person.visible'), value: person.visible ? t('common.yes') : t('common.no') },
                  { label: t('person.crmId'), value: <Value>{person.crm_id}</Value> },
                ]}
              />
            </Card>
            <Card>
              <CardTitle>{t('person.section.notifications')}</CardTitle>
              <DetailList items={[{ label: t('person.weeklyIntros'), value: person.notifications.weekly_intros ? t('common.on') : t('common.off') }]} />
            </Card>
          </Stack>
          <Stack gap={6}>
            <Card aria-labelledby="profyle-title">
              <CardTitle id="profyle-title">{t('person.profyle')}</CardTitle>
              <Stack gap={4}>
                <ProfylePreview person={person} />
                {person.public_url ? (
                  <div css={(theme) => ({ display: 'flex', gap: theme.space(4), alignItems: 'center', flexWrap: 'wrap' })}>
                    <ProfyleQr url={person.public_url} size={120} label={t('person.qrCode', { name })} />
                    <Stack gap={2} css={{ flex: 1, minWidth: 140 }}>
                      <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('person.qrHint')}</Muted>
                      <a href={person.public_url} target="_blank" rel="noreferrer" css={{ overflowWrap: 'anywhere' }}>
                        {t('person.openProfyle')}
                      </a>
                    </Stack>
                  </div>
                ) : (
                  <Muted>{t('person.profyleNotLive')}</Muted>
                )}
              </Stack>
            </Card>
            <Card aria-labelledby="subscription-title">
              <CardTitle id="subscription-title">{t('person.subscription')}</CardTitle>
              {person.subscription ? (
                <Stack gap={3}>
                  <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                    <Badge tone="success">{t('person.subscriptionActive')}</Badge>
                    <strong>{person.subscription.type === 'nfc' ? t('person.subscriptionNfc') : t('person.subscriptionDigital')}</strong>
                  </div>
                  <Muted>{t('person.subscriptionSince', { date: formatDate(person.subscription.assigned_at) })}</Muted>
                  <LinkButton to={`${base}/remove-subscription`} variant="secondary">
                    {t('person.removeSubscription')}
                  </LinkButton>
                </Stack>
              ) : (
                <Stack gap={3}>
                  <div>
                    <Badge>{t('person.subscriptionInactive')}</Badge>
                  </div>
                  <LinkButton to={`${base}/assign-subscription`} variant="primary">
                    {t('person.assignSubscription')}
                  </LinkButton>
                </Stack>
              )}
            </Card>
            <Card>
              <CardTitle>{t('person.nfcCard')}</CardTitle>
              {person.subscription?.card_short_code ? (
                <Stack gap={3}>
                  <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                    <Icon name="card" size={28} />
                    <span css={(theme) => ({ fontFamily: theme.font.mono, fontSize: theme.fontSize.lg, fontWeight: 700, letterSpacing: '0.08em' })}>{person.subscription.card_short_code}</span>
                  </div>
                  {person.subscription.card_id ? (
                    <div>
                      <LinkButton to={`/portal/nfc/cards/${encodeURIComponent(person.subscription.card_id)}`}>{t('person.viewCard')}</LinkButton>
                    </div>
                  ) : null}
                </Stack>
              ) : (
                <Stack gap={3}>
                  <Muted>{t('person.noCard')}</Muted>
                  {person.subscription ? (
                    <div>
                      <LinkButton to={`${base}/add-card`} icon={<Icon name="plus" size={18} />}>
                        {t('person.addCard')}
                      </LinkButton>
                    </div>
                  ) : null}
                </Stack>
              )}
            </Card>
            <PersonEmailsCard person={person} name={name} />
            <Card aria-labelledby="push-title">
              <CardTitle id="push-title">{t('person.push')}</CardTitle>
              <Stack gap={2}>
                <div>
                  <Badge tone={person.push_status === 'ACTIVE' ? 'success' : 'neutral'}>{person.push_status}</Badge>
                </div>
                <Muted>{person.push_status === 'ACTIVE' ? t('person.pushActive') : t('person.pushUnavailable')}</Muted>
              </Stack>
            </Card>
            <Card>
              <CardTitle>{t('person.deletePerson')}</CardTitle>
              <p css={(theme) => ({ margin: theme.space(0, 0, 4), color: theme.colors.textMuted, lineHeight: 1.5 })}>{t('person.deleteBody')}</p>
              <LinkButton to={`${base}/delete`} variant="danger" icon={<Icon name="trash" size={18} />}>
                {t('person.deletePerson')}
              </LinkButton>
            </Card>
            {session.user.superadmin ? (
              <PersonSuperadminPanel person={person}>
                <PushNotificationForm person={person} />
                <WalletLinks person={person} />
              </PersonSuperadminPanel>
            ) : null}
            <HistoryPanel streamId={`person-${personId}`} />
            <ErasePersonCard personId={personId} name={name} />
          </Stack>
        </div>
      </Stack>
      <Dialog
        open={prompt}
        onClose={closePrompt}
        title={t('person.promptTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={closePrompt}>{t('person.promptLater')}</Button>
            <Button variant="primary" onClick={() => navigate(`${base}/assign-subscription`)}>
              {t('person.promptAssign')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0, lineHeight: 1.6 }}>{t('person.promptBody', { name })}</p>
      </Dialog>
    </>
  );
};

export default PersonPage;
