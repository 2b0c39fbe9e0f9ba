import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { SelectField, Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, FieldGrid, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { LinkedProfylesPicker } from '../components/linked-profyles-picker';
import { TranslationsEditor } from '../components/translations-editor';
import { LocationPicker } from '../../addresses/components/location-picker';
import { CustomFieldInputs } from '../../custom-fields/components/custom-field-inputs';
import { GroupSelect } from '../../groups/components/group-select';
import { useAddressLabel } from '../../organisations/use-address-label';
import { ImageUpload } from '../../uploads/image-upload';
import { useGetPersonQuery, useSavePersonMutation } from '../people-api';
import {
  ADDRESS_PARTS,
  BIO_MAX_LENGTH,
  BIO_WARNING_LENGTH,
  emptyFormValues,
  emptyPreserved,
  type FormErrors,
  normalisePin,
  PERSON_FORM_SECTIONS,
  type PersonFormSection,
  type PersonFormValues,
  type PreservedFields,
  sectionOfField,
  toPersonBody,
  validatePersonForm,
  valuesFromPerson,
} from '../person-form-model';

const sectionTitles: Record<PersonFormSection, MessageKey> = {
  photo: 'person.section.photo',
  basic: 'person.section.basic',
  addresses: 'person.section.addresses',
  group: 'person.section.group',
  socials: 'person.section.socials',
  bio: 'person.section.bio',
  'linked-profyles': 'person.section.linkedProfyles',
  'custom-fields': 'person.section.customFields',
  advanced: 'person.section.advanced',
  notifications: 'person.section.notifications',
};

const Section = ({ id, children }: { id: PersonFormSection; children: ReactNode }) => {
  const t = useT();
  return (
    <Card id={id} aria-labelledby={`${id}-title`} css={(theme) => ({ scrollMarginTop: theme.layout.topBarHeight + 16 })}>
      <CardTitle id={`${id}-title`}>{t(sectionTitles[id])}</CardTitle>
      {children}
    </Card>
  );
};

/** /portal/people/new and /portal/people/{personId}/edit */
export const PersonFormPage = () => {
  const { personId } = useParams();
  const session = useSession();
  const t = useT();
  const existing = useGetPersonQuery({ organisationId: session.organisationId, personId: personId ?? '' }, { skip: !personId, refetchOnMountOrArgChange: true });
  if (!personId) return <PersonForm key="new" />;
  if (existing.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(existing.error) === 404) return <NotFoundPage inPortal />;
  if (existing.isError || !existing.data) return <Alert tone="danger">{errorMessageOf(existing.error, t('common.unknownError'))}</Alert>;
  return <PersonForm key={personId} personId={personId} loaded={existing.data} />;
};

const PersonForm = ({ personId, loaded }: { personId?: string; loaded?: { person: Parameters<typeof valuesFromPerson>[0]; etag: string | null } }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const session = useSession();
  const addressLabel = useAddressLabel();
  const initial = loaded ? valuesFromPerson(loaded.person) : { values: emptyFormValues(), preserved: emptyPreserved() };
  const [values, setValues] = useState<PersonFormValues>(initial.values);
  const [preserved] = useState<PreservedFields>(initial.preserved);
  const [translations, setTranslations] = useState<PreservedFields['translations']>(initial.preserved.translations);
  const [etag, setEtag] = useState(loaded?.etag ?? null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const [save, { isLoading }] = useSavePersonMutation();
  const summary = useRef<HTMLDivElement>(null);
  const editing = Boolean(personId);
  const passwordWasSet = Boolean(loaded?.person.password_set);
  const title = editing ? t('person.edit') : t('person.new');
  useDocumentTitle(title);

  useEffect(() => setEtag(loaded?.etag ?? null), [loaded?.etag]);

  const set = <K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: keyof PersonFormValues & string) => ({
    id: `person-${field}`,
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    error: errors[field],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStale(null);
    const found = validatePersonForm(values, t, passwordWasSet ? (loaded?.person.password_mode ?? null) : null);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const name = `${values.first_name.trim()} ${values.last_name.trim()}`;
    const result = await save({ organisationId: session.organisationId, personId, body: toPersonBody(values, { ...preserved, translations }), etag });
    if ('error' in result) {
      if (statusOf(result.error) === 412) {
        setStale(errorMessageOf(result.error, t('person.stale')));
        return;
      }
      const serverErrors = fieldErrorsOf(result.error);
      setErrors(serverErrors);
      // Spec 001 section 8 words a failed create and a failed update alike: 'Error updating Person'.
      notify(t('person.updateError'), 'error');
      if (Object.keys(serverErrors).length) requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const id = personId ?? result.data.personId;
    notify(editing ? t('person.updated', { name }) : t('person.created', { name }));
    navigate(`/portal/people/${encodeURIComponent(id)}?subscription-prompt=true`);
  };

  const errorEntries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const bioCounterRed = values.bio.length >= BIO_WARNING_LENGTH;
  const crumbs = [{ label: t('people.title'), to: '/portal/people' }, ...(loaded ? [{ label: `${loaded.person.first_name} ${loaded.person.last_name}`, to: `/portal/people/${encodeURIComponent(personId ?? '')}` }] : []), { label: title }];

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: '200px 1fr' } })}>
        <nav aria-label={t('person.sections')} css={(theme) => ({ [theme.mq.lg]: { position: 'sticky', top: theme.layout.topBarHeight + 24, alignSelf: 'start' } })}>
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1), [theme.mq.lg]: { flexDirection: 'column' } })}>
            {PERSON_FORM_SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  css={(theme) => ({
                    display: 'block',
                    padding: theme.space(1.5, 3),
                    borderRadius: theme.radius.sm,
                    color: theme.colors.textMuted,
                    textDecoration: 'none',
                    fontSize: theme.fontSize.sm,
                    fontWeight: 600,
                    '&:hover': { background: theme.colors.surfaceSunken, color: theme.colors.text },
                  })}
                >
                  {t(sectionTitles[section])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap={6}>
            {stale ? (
              <Alert
                tone="warning"
                action={
                  <Button size="sm" onClick={() => window.location.reload()}>
                    {t('person.reload')}
                  </Button>
                }
              >
                {stale}
              </Alert>
            ) : null}
            {errorEntries.length ? (
              <div ref={summary} tabIndex={-1} css={{ outline: 'none' }}>
                <Alert tone="danger" title={t('person.errorSummary')}>
                  <ul css={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                    {errorEntries.map(([path, message]) => (
                      <li key={path}>
                        <a href={`#${document.getElementById(`person-${path}`) ? `person-${path}` : sectionOfField(path)}`} css={{ color: 'inherit' }}>
                          {message}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Alert>
              </div>
            ) : null}

            <Section id="photo">
              <ImageUpload id="person-photo_url" label={t('person.photo')} hint={t('person.photoHint')} value={values.photo_url} onChange={(url) => set('photo_url', url)} round error={errors.photo_url} />
            </Section>

            <Section id="basic">
              <FieldGrid>
                <TextField label={t('person.prefix')} {...text('prefix')} />
                <TextField label={t('person.pronouns')} {...text('pronouns')} />
                <TextField label={t('person.firstName')} required autoComplete="off" {...text('first_name')} />
                <TextField label={t('person.lastName')} required autoComplete="off" {...text('last_name')} />
                <TextField label={t('person.nominals')} {...text('nominals')} />
                <TextField label={t('person.position')} required {...text('position')} />
                <TextField label={t('person.department')} {...text('department')} />
                <TextField label={t('person.email')} type="email" required autoComplete="off" {...text('email')} />
                <TextField label={t('person.mobile')} type="tel" hint={t('person.mobileHint')} {...text('mobile')} />
                <TextField label={t('person.calendarUrl')} type="url" {...text('calendar_url')} />
              </FieldGrid>
            </Section>

            <Section id="addresses">
              <Stack gap={4}>
                <SelectField
                  id="person-locations"
                  label={t('person.locations')}
                  value={values.locations}
                  onChange={(event) => set('locations', event.target.value as PersonFormValues['locations'])}
                  options={[
                    { value: 'none', label: t('person.locations.none') },
                    { value: 'group', label: t('person.locations.group') },
                    { value: 'list', label: t('person.locations.list', { label: addressLabel.pluralInText }) },
                    { value: 'custom', label: t('person.locations.custom') },
                  ]}
                  error={errors.locations}
                />
                {values.locations === 'list' ? (
                  <LocationPicker id="person-location_ids" label={addressLabel.plural} value={values.location_ids} onChange={(ids) => set('location_ids', ids)} error={errors.location_ids} />
                ) : null}
                {values.locations === 'custom' ? (
                  <FieldGrid>
                    {ADDRESS_PARTS.map((part) => (
                      <TextField
                        key={part}
                        id={`person-address-${part}`}
                        label={t(`person.address.${part}` as MessageKey)}
                        value={values.address[part]}
                        onChange={(event) => set('address', { ...values.address, [part]: event.target.value })}
                        error={part === 'line1' ? errors.address : undefined}
                      />
                    ))}
                  </FieldGrid>
                ) : null}
              </Stack>
            </Section>

            <Section id="group">
              <GroupSelect
                id="person-group_id"
                label={t('groupSelect.label')}
                noneLabel={t('groupSelect.none')}
                hint={t('groupSelect.hint', { label: addressLabel.pluralInText })}
                value={values.group_id}
                onChange={(groupId) => set('group_id', groupId)}
                error={errors.group_id}
              />
            </Section>

            <Section id="socials">
              <FieldGrid>
                <TextField label={t('person.linkedIn')} type="url" {...text('linked_in')} />
                <TextField label={t('person.twitter')} {...text('twitter')} />
                <TextField label={t('person.instagram')} {...text('instagram')} />
              </FieldGrid>
            </Section>

            <Section id="bio">
              <TextArea
                label={t('person.bio')}
                maxLength={BIO_MAX_LENGTH}
                rows={4}
                trailing={
                  <span aria-live="polite" data-testid="bio-counter" data-warning={bioCounterRed || undefined} css={(theme) => ({ fontSize: theme.fontSize.sm, fontWeight: 600, color: bioCounterRed ? theme.colors.danger : theme.colors.textMuted })}>
                    {t('person.bioCounter', { count: values.bio.length, max: BIO_MAX_LENGTH })}
                  </span>
                }
                {...text('bio')}
              />
              <div css={(theme) => ({ marginTop: theme.space(6) })}>
                <TranslationsEditor value={translations} onChange={setTranslations} errors={errors} />
              </div>
            </Section>

            <Section id="linked-profyles">
              <Stack gap={4}>
                <SelectField
                  id="person-linked_profyles"
                  label={t('person.linkedProfyles')}
                  value={values.linked_profyles}
                  onChange={(event) => set('linked_profyles', event.target.value as PersonFormValues['linked_profyles'])}
                  options={[
                    { value: 'disabled', label: t('person.linkedProfyles.disabled') },
                    { value: 'group', label: t('person.linkedProfyles.group') },
                    { value: 'list', label: t('person.linkedProfyles.list') },
                  ]}
                />
                {values.linked_profyles === 'list' ? <LinkedProfylesPicker value={values.linked_ids} onChange={(ids) => set('linked_ids', ids)} excludeId={personId} /> : null}
              </Stack>
            </Section>

            <Section id="custom-fields">
              <CustomFieldInputs values={values.custom_fields} onChange={(fields) => set('custom_fields', fields)} errors={errors} />
            </Section>

            <Section id="advanced">
              <Stack gap={5}>
                <FieldGrid>
                  <SelectField
                    id="person-password_mode"
                    label={t('person.passwordMode')}
                    value={values.password_mode}
                    onChange={(event) => {
                      set('password_mode', event.target.value as PersonFormValues['password_mode']);
                      set('password', '');
                    }}
                    options={[
                      { value: 'disabled', label: t('person.passwordMode.disabled') },
                      { value: 'pin', label: t('person.passwordMode.pin') },
                      { value: 'password', label: t('person.passwordMode.password') },
                    ]}
                  />
                  {values.password_mode === 'pin' ? (
                    <TextField
                      label={t('person.pin')}
                      inputMode="numeric"
                      autoComplete="off"
                      hint={passwordWasSet ? `${t('person.pinHelper')}. ${t('person.passwordKeep')}` : t('person.pinHelper')}
                      {...text('password')}
                      onChange={(event) => set('password', normalisePin(event.target.value))}
                    />
                  ) : values.password_mode === 'password' ? (
                    <TextField
                      label={t('person.password')}
                      type="password"
                      autoComplete="new-password"
                      hint={passwordWasSet ? `${t('person.passwordHelper')}. ${t('person.passwordKeep')}` : t('person.passwordHelper')}
                      {...text('password')}
                    />
                  ) : null}
                </FieldGrid>
                <Switch label={t('person.redirectEnabled')} description={t('person.redirectEnabledDescription')} checked={values.redirect_enabled} onChange={(event) => set('redirect_enabled', event.target.checked)} />
                {values.redirect_enabled ? <TextField label={t('person.redirectUrl')} type="url" {...text('redirect_url')} /> : null}
                <FieldGrid>
                  <TextField label={t('person.tags')} hint={t('person.tagsHint')} {...text('tags')} />
                  <TextField label={t('person.crmId')} {...text('crm_id')} />
                </FieldGrid>
                <Switch label={t('person.visible')} description={t('person.visibleDescription')} checked={values.visible} onChange={(event) => set('visible', event.target.checked)} />
              </Stack>
            </Section>

            <Section id="notifications">
              <Switch label={t('person.weeklyIntros')} description={t('person.weeklyIntrosDescription')} checked={values.weekly_intros} onChange={(event) => set('weekly_intros', event.target.checked)} />
            </Section>

            <div
              css={(theme) => ({
                position: 'sticky',
                bottom: 0,
                display: 'flex',
                gap: theme.space(3),
                justifyContent: 'flex-end',
                padding: theme.space(4, 0),
                background: `linear-gradient(to top, ${theme.colors.background} 70%, transparent)`,
              })}
            >
              <LinkButton to={personId ? `/portal/people/${encodeURIComponent(personId)}` : '/portal/people'}>{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {editing ? t('person.saveChanges') : t('person.create')}
              </Button>
            </div>
          </Stack>
        </form>
      </div>
    </>
  );
};

export default PersonFormPage;
