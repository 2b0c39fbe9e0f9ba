import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { EventDetailView, GeocodedPlace } from '@profyle/contracts/events';
import { EVENT_CURRENCIES, organisationLeadValue } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { RadioCards, SelectField, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, FieldGrid, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useListLayoutsQuery } from '../../layouts/layouts-api';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { GroupPicker, type PickedPerson, PeoplePicker } from '../components/attendee-picker';
import { LocationMap, type PlaceOnMap } from '../components/location-map';
import { type EventBodyInput, eventHref, eventsPath, useGeocodeMutation, useGetEventQuery, useSaveEventMutation } from '../events-api';

/** An ISO instant as a datetime-local value in this browser's time zone, and back. */
const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

interface Values extends PlaceOnMap {
  name: string;
  location: string;
  country: string;
  start: string;
  end: string;
  attendeeType: 'all' | 'group' | 'list';
  groupIds: string[];
  people: PickedPerson[];
  configId: string;
  introEmail: string;
  currency: string;
  leadValue: string;
  cost: string;
}

const valuesOf = (event?: EventDetailView): Values => ({
  name: event?.name ?? '',
  location: event?.location ?? '',
  country: event?.country ?? '',
  latitude: event?.coordinate?.latitude ?? null,
  longitude: event?.coordinate?.longitude ?? null,
  radius: event?.radius ?? null,
  start: toLocalInput(event?.start ?? ''),
  end: toLocalInput(event?.end ?? ''),
  attendeeType: event?.attendeeType ?? 'all',
  groupIds: event?.attendeeGroupIds ?? [],
  people: event?.attendeePeople ?? [],
  configId: event?.configId ?? '',
  introEmail: event?.customIntroEmailHtml ?? '',
  currency: event?.currency ?? '',
  leadValue: event?.leadValue === null || event?.leadValue === undefined ? '' : String(event.leadValue),
  cost: event?.cost === null || event?.cost === undefined ? '' : String(event.cost),
});

/** /portal/events/create and /portal/events/{eventId}/edit (directory events go back with the spec's message). */
export const EventFormPage = () => {
  const { eventId } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const existing = useGetEventQuery({ organisationId, eventId: eventId ?? '' }, { skip: !eventId, refetchOnMountOrArgChange: true });
  const fromDirectory = Boolean(existing.data?.sourceId);
  useEffect(() => {
    if (!eventId || !fromDirectory) return;
    notify(t('events.form.directoryReadOnly'), 'error');
    navigate(eventHref(eventId), { replace: true });
  }, [eventId, fromDirectory, navigate, notify, t]);
  if (!eventId) return <EventForm key="new" />;
  if (existing.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(existing.error) === 404) return <NotFoundPage inPortal />;
  if (!existing.data) return <Alert tone="danger">{errorMessageOf(existing.error, t('events.detail.loadError'))}</Alert>;
  if (fromDirectory) return null;
  return <EventForm key={eventId} event={existing.data} />;
};

const EventForm = ({ event }: { event?: EventDetailView }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const [params] = useSearchParams();
  const { organisationId } = useSession();
  const organisation = useCurrentOrganisation();
  const layouts = useListLayoutsQuery({ organisationId });
  const [values, setValues] = useState<Values>(valuesOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [searchTerm, setSearchTerm] = useState('');
  const [places, setPlaces] = useState<GeocodedPlace[]>([]);
  const [geocode, geocoding] = useGeocodeMutation();
  const [save, { isLoading }] = useSaveEventMutation();
  const title = event ? t('events.form.editTitle', { name: event.name }) : t('events.form.createTitle');
  useDocumentTitle(title);
  const { leadValue: orgLeadValue, currency: orgCurrency } = organisationLeadValue(organisation.view.data);

  const set = <K extends keyof Values>(field: K, value: Values[K], errorPath: string = field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [errorPath]: '' }));
  };
  const endBeforeStart = values.start !== '' && values.end !== '' && new Date(values.end) < new Date(values.start);

  const search = async () => {
    const q = (searchTerm || values.location).trim();
    if (q === '') return;
    const result = await geocode({ organisationId, q });
    if ('error' in result) {
      setPlaces([]);
      notify(t('events.form.failedToFindLocation'), 'error');
      return;
    }
    setPlaces(result.data.results);
    if (result.data.results.length === 0) notify(t('events.form.locationNotFound', { query: q }), 'warning');
  };
  const choose = (place: GeocodedPlace) => {
    setValues((current) => ({ ...current, location: place.label, country: place.country, latitude: place.latitude, longitude: place.longitude }));
    setErrors((current) => ({ ...current, location: '' }));
    setPlaces([]);
    setSearchTerm('');
  };

  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = t('events.form.nameRequired');
    if (!values.location.trim()) found.location = t('events.form.locationRequired');
    if (!values.start) found.start = t('events.form.startRequired');
    if (!values.end) found.end = t('events.form.endRequired');
    setErrors(found);
    if (Object.keys(found).length || endBeforeStart) return;
    const number = (text: string) => (text.trim() === '' ? null : Number(text));
    const body: EventBodyInput = {
      name: values.name,
      location: values.location,
      lat: values.latitude,
      lng: values.longitude,
      radius: values.radius,
      country: values.country,
      start: fromLocalInput(values.start),
      end: fromLocalInput(values.end),
      attendee_type: values.attendeeType,
      attendee_group_ids: values.attendeeType === 'group' ? values.groupIds : [],
      attendee_people_ids: values.attendeeType === 'list' ? values.people.map((person) => person.id) : [],
      configuration_id: values.configId || null,
      custom_intro_email_html: values.introEmail,
      currency: values.currency,
      lead_value: number(values.leadValue),
      cost: number(values.cost),
    };
    const result = await save({ organisationId, eventId: event?.id, body });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(event ? t('events.form.updateError') : t('events.form.createError'), 'error');
      return;
    }
    const name = values.name.trim();
    notify(event ? t('events.form.updated', { name }) : t('events.form.created', { name }));
    navigate(eventHref(event?.id ?? result.data.id ?? ''));
  };

  const crumbs = [{ label: t('events.title'), to: eventsPath }, ...(event ? [{ label: event.name, to: eventHref(event.id) }] : []), { label: title }];
  const layoutOptions = [{ value: '', label: t('events.form.noLayout') }, ...(layouts.data?.data ?? []).map((layout) => ({ value: layout.id, label: layout.label }))];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <form onSubmit={onSubmit} noValidate aria-label={title} css={{ maxWidth: 880 }}>
        <Stack gap={5}>
          <Card>
            <Stack gap={4}>
              <CardTitle>{t('events.form.details')}</CardTitle>
              <TextField id="event-name" label={t('events.form.name')} required maxLength={200} value={values.name} onChange={(change) => set('name', change.target.value)} error={errors.name} />
              <div>
                <div css={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
                  <div css={{ flex: '1 1 320px' }}>
                    <TextField
                      id="event-location"
                      label={t('events.form.location')}
                      required
                      maxLength={300}
                      hint={t('events.form.locationHint')}
                      value={values.location}
                      onChange={(change) => {
                        set('location', change.target.value);
                        setSearchTerm(change.target.value);
                      }}
                      onKeyDown={(key) => {
                        if (key.key === 'Enter') {
                          key.preventDefault();
                          void search();
                        }
                      }}
                      error={errors.location}
                    />
                  </div>
                  <Button onClick={search} loading={geocoding.isLoading}>
                    {t('events.form.search')}
                  </Button>
                </div>
                {places.length > 0 ? (
                  <ul aria-label={t('events.form.results')} css={(theme) => ({ listStyle: 'none', margin: theme.space(2, 0, 0), padding: 0, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md })}>
                    {places.map((place) => (
                      <li key={`${place.label}:${place.latitude}`}>
                        <button
                          type="button"
                          onClick={() => choose(place)}
                          css={(theme) => ({ width: '100%', textAlign: 'start', padding: theme.space(2, 3), background: 'none', border: 0, borderBottom: `1px solid ${theme.colors.border}`, cursor: 'pointer', color: theme.colors.text })}
                        >
                          {place.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <LocationMap value={values} onChange={(place) => setValues((current) => ({ ...current, ...place }))} />
              <FieldGrid>
                <TextField id="event-start" type="datetime-local" label={t('events.form.start')} required value={values.start} onChange={(change) => set('start', change.target.value)} error={errors.start} />
                <TextField
                  id="event-end"
                  type="datetime-local"
                  label={t('events.form.end')}
                  required
                  min={values.start || undefined}
                  value={values.end}
                  onChange={(change) => set('end', change.target.value)}
                  error={errors.end || (endBeforeStart ? t('events.form.endBeforeStart') : undefined)}
                />
              </FieldGrid>
            </Stack>
          </Card>
          <Card>
            <Stack gap={4}>
              <CardTitle>{t('events.form.attendees')}</CardTitle>
              <RadioCards
                name="attendee_type"
                legend={t('events.form.attendees')}
                value={values.attendeeType}
                onChange={(type) => set('attendeeType', type)}
                options={[
                  { value: 'all', label: t('events.form.attendees.all'), description: t('events.form.attendees.allBody') },
                  { value: 'group', label: t('events.form.attendees.group'), description: t('events.form.attendees.groupBody') },
                  { value: 'list', label: t('events.form.attendees.list'), description: t('events.form.attendees.listBody') },
                ]}
              />
              {values.attendeeType === 'group' ? <GroupPicker value={values.groupIds} onChange={(ids) => set('groupIds', ids, 'attendee_group_ids')} error={errors.attendee_group_ids} /> : null}
              {values.attendeeType === 'list' ? <PeoplePicker value={values.people} onChange={(people) => set('people', people, 'attendee_people_ids')} error={errors.attendee_people_ids} /> : null}
              <SelectField id="event-layout" label={t('events.form.layout')} value={values.configId} onChange={(change) => set('configId', change.target.value, 'configuration_id')} options={layoutOptions} error={errors.configuration_id} />
              <TextArea id="event-intro-email" label={t('events.form.introEmail')} hint={t('events.form.introEmailHint')} rows={5} maxLength={20000} value={values.introEmail} onChange={(change) => set('introEmail', change.target.value, 'custom_intro_email_html')} error={errors.custom_intro_email_html} />
            </Stack>
          </Card>
          <Card>
            <details open={params.get('expand') === 'true' || Boolean(values.cost || values.leadValue || values.currency)}>
              <summary css={(theme) => ({ cursor: 'pointer', fontWeight: 700, fontSize: theme.fontSize.lg })}>{t('events.form.value')}</summary>
              <p css={(theme) => ({ color: theme.colors.textMuted })}>{t('events.form.valueBody')}</p>
              <FieldGrid>
                <SelectField
                  id="event-currency"
                  label={t('events.form.currency')}
                  value={values.currency}
                  onChange={(change) => set('currency', change.target.value)}
                  options={[{ value: '', label: t('events.form.organisationCurrency', { currency: orgCurrency }) }, ...EVENT_CURRENCIES.map((code) => ({ value: code, label: code }))]}
                  error={errors.currency}
                />
                <TextField id="event-lead-value" label={t('events.form.leadValue')} inputMode="decimal" hint={t('events.form.leadValueHint', { value: orgLeadValue })} value={values.leadValue} onChange={(change) => set('leadValue', change.target.value, 'lead_value')} error={errors.lead_value} />
                <TextField id="event-cost" label={t('events.form.cost')} inputMode="decimal" value={values.cost} onChange={(change) => set('cost', change.target.value)} error={errors.cost} />
              </FieldGrid>
            </details>
          </Card>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to={event ? eventHref(event.id) : eventsPath}>{t('common.cancel')}</LinkButton>
            <Button type="submit" variant="primary" loading={isLoading} disabled={endBeforeStart}>
              {event ? t('events.form.save') : t('events.form.createSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
};

export default EventFormPage;
