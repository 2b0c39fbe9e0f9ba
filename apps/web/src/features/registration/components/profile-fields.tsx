import type { ReactNode, RefObject } from 'react';
import type { SelfServiceField } from '@profyle/domain';
import { type MessageKey, useT } from '../../../app/i18n';
import { Alert } from '../../../shared/ui/feedback';
import { CheckboxField, RadioCards, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, FieldGrid, Muted, Stack } from '../../../shared/ui/layout';
import { ADDRESS_PARTS, type AddressPart, BIO_MAX_LENGTH, BIO_WARNING_LENGTH, splitAddress } from '../../people/person-form-model';
import { ImageUpload } from '../../uploads/image-upload';
import type { UploadTarget } from '../../uploads/uploads-api';

/**
 * The profile a person fills in about themselves: on the self-service registration page and in the
 * cardholder's My Details. The same fields, labels and limits as the admin's person form; a field the
 * administrator turned off for self-service is disabled with the spec's 'Disabled by account
 * administrator'.
 */
export type LocationsChoice = 'none' | 'group' | 'list' | 'custom';

export interface ProfileValues {
  prefix: string;
  first_name: string;
  last_name: string;
  pronouns: string;
  nominals: string;
  email: string;
  position: string;
  department: string;
  mobile: string;
  bio: string;
  calendar_url: string;
  linked_in: string;
  twitter: string;
  instagram: string;
  photo_url: string;
  locations: LocationsChoice;
  location_ids: string[];
  address: Record<AddressPart, string>;
  custom_fields: Record<string, string>;
}

export const emptyProfileValues = (): ProfileValues => ({
  prefix: '',
  first_name: '',
  last_name: '',
  pronouns: '',
  nominals: '',
  email: '',
  position: '',
  department: '',
  mobile: '',
  bio: '',
  calendar_url: '',
  linked_in: '',
  twitter: '',
  instagram: '',
  photo_url: '',
  locations: 'none',
  location_ids: [],
  address: splitAddress(''),
  custom_fields: {},
});

export type ProfileErrors = Partial<Record<string, string>>;

/** The form's own checks, in the spec's words (the server checks again, and more). */
export const validateProfile = (values: ProfileValues, t: (key: MessageKey) => string, required: { email: boolean }): ProfileErrors => {
  const errors: ProfileErrors = {};
  if (!values.first_name.trim()) errors.first_name = t('person.firstNameRequired');
  if (!values.last_name.trim()) errors.last_name = t('person.lastNameRequired');
  if (required.email) {
    if (!values.email.trim()) errors.email = t('person.emailRequired');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = t('person.emailInvalid');
  }
  if (!values.position.trim()) errors.position = t('person.positionRequired');
  if (values.bio.length > BIO_MAX_LENGTH) errors.bio = t('person.bioTooLong');
  return errors;
};

export interface ProfileFieldsProps {
  idPrefix: string;
  values: ProfileValues;
  onChange: <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => void;
  errors: ProfileErrors;
  customFields: { id: string; name: string; type: string }[];
  addresses: { id: string; name: string; address: string }[];
  /** The organisation's word for addresses. */
  addressesLabel: string;
  /** The group whose addresses the person may use, if any. */
  group: { id: string; name: string } | null;
  photoTarget: UploadTarget;
  /** Fields the administrator turned off for self-service (none on the registration page). */
  disabled?: (field: SelfServiceField) => boolean;
  /** The e-mail cannot be changed here (My Details). */
  emailReadOnly?: boolean;
  /** My Details also offers the calendar link. */
  withCalendar?: boolean;
}

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card aria-labelledby={`${id}-title`}>
    <CardTitle id={`${id}-title`}>{title}</CardTitle>
    {children}
  </Card>
);

const inputType: Record<string, string> = { tel: 'tel', url: 'url', email: 'email' };

export const ProfileFields = ({ idPrefix, values, onChange, errors, customFields, addresses, addressesLabel, group, photoTarget, disabled = () => false, emailReadOnly = false, withCalendar = false }: ProfileFieldsProps) => {
  const t = useT();
  const off = t('profile.disabledByAdministrator');
  const text = (field: keyof ProfileValues & string, toggle: SelfServiceField | null, label: string, extra: { required?: boolean; type?: string; maxLength?: number; hint?: string; autoComplete?: string } = {}) => {
    const isOff = toggle !== null && disabled(toggle);
    return (
      <TextField
        id={`${idPrefix}-${field}`}
        name={field}
        label={label}
        required={extra.required}
        type={extra.type}
        maxLength={extra.maxLength ?? 200}
        autoComplete={extra.autoComplete}
        value={values[field] as string}
        onChange={(event) => onChange(field, event.target.value as never)}
        disabled={isOff}
        hint={isOff ? off : extra.hint}
        error={errors[field]}
      />
    );
  };
  const addressOff = disabled('address');
  const locationOptions = [
    { value: 'none' as const, label: t('selfReg.locations.none') },
    ...(group ? [{ value: 'group' as const, label: t('selfReg.locations.group', { group: group.name }) }] : []),
    ...(addresses.length ? [{ value: 'list' as const, label: t('selfReg.locations.list', { label: addressesLabel }) }] : []),
    { value: 'custom' as const, label: t('selfReg.locations.custom') },
  ].map((option) => ({ ...option, disabled: addressOff }));
  const bioOff = disabled('bio');
  return (
    <Stack gap={5}>
      <Section id={`${idPrefix}-basic`} title={t('selfReg.section.basic')}>
        <FieldGrid>
          {text('prefix', 'prefix', t('person.prefix'), { maxLength: 50, autoComplete: 'honorific-prefix' })}
          {text('pronouns', 'pronouns', t('person.pronouns'))}
          {text('first_name', 'first_name', t('person.firstName'), { required: true, maxLength: 100, autoComplete: 'given-name' })}
          {text('last_name', 'last_name', t('person.lastName'), { required: true, maxLength: 100, autoComplete: 'family-name' })}
          {text('nominals', 'post_nominals', t('person.nominals'))}
          <TextField
            id={`${idPrefix}-email`}
            name="email"
            type="email"
            label={t('person.email')}
            required={!emailReadOnly}
            maxLength={254}
            autoComplete="email"
            readOnly={emailReadOnly}
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
            error={errors.email}
          />
          {text('position', 'position', t('person.position'), { required: true, autoComplete: 'organization-title' })}
          {text('department', 'department', t('person.department'))}
          {text('mobile', 'mobile', t('person.mobile'), { type: 'tel', hint: t('person.mobileHint'), autoComplete: 'tel' })}
          {withCalendar ? text('calendar_url', 'calendar', t('person.calendarUrl'), { type: 'url', maxLength: 2048 }) : null}
        </FieldGrid>
      </Section>

      <Section id={`${idPrefix}-addresses`} title={addressesLabel}>
        <Stack gap={4}>
          <RadioCards name={`${idPrefix}-locations`} legend={t('person.locations')} value={values.locations} options={locationOptions} onChange={(value) => onChange('locations', value)} error={errors.locations} />
          {addressOff ? <Muted>{off}</Muted> : null}
          {values.locations === 'list' ? (
            <fieldset css={{ border: 0, padding: 0, margin: 0 }} disabled={addressOff}>
              <legend css={(theme) => ({ fontSize: theme.fontSize.sm, fontWeight: 600, marginBottom: theme.space(2), padding: 0 })}>{t('selfReg.locations.choose', { label: addressesLabel })}</legend>
              <Stack gap={2}>
                {addresses.map((address) => (
                  <CheckboxField
                    key={address.id}
                    id={`${idPrefix}-location-${address.id}`}
                    label={
                      <>
                        <strong>{address.name}</strong>
                        {address.address ? <Muted> · {address.address}</Muted> : null}
                      </>
                    }
                    checked={values.location_ids.includes(address.id)}
                    onChange={(event) => onChange('location_ids', event.target.checked ? [...values.location_ids, address.id] : values.location_ids.filter((id) => id !== address.id))}
                  />
                ))}
              </Stack>
            </fieldset>
          ) : null}
          {values.locations === 'custom' ? (
            <FieldGrid>
              {ADDRESS_PARTS.map((part) => (
                <TextField
                  key={part}
                  id={`${idPrefix}-address-${part}`}
                  label={t(`person.address.${part}` as MessageKey)}
                  maxLength={80}
                  value={values.address[part]}
                  disabled={addressOff}
                  onChange={(event) => onChange('address', { ...values.address, [part]: event.target.value })}
                  error={errors[`address.${part}`]}
                />
              ))}
            </FieldGrid>
          ) : null}
        </Stack>
      </Section>

      <Section id={`${idPrefix}-photo`} title={t('selfReg.section.photo')}>
        {disabled('photo') ? (
          <Muted>{off}</Muted>
        ) : (
          <ImageUpload id={`${idPrefix}-photo_url`} label={t('person.photo')} hint={t('selfReg.photoHint')} value={values.photo_url} onChange={(url) => onChange('photo_url', url)} error={errors.photo_url} round target={photoTarget} />
        )}
      </Section>

      <Section id={`${idPrefix}-bio`} title={t('selfReg.section.bio')}>
        <TextArea
          id={`${idPrefix}-bio-text`}
          name="bio"
          label={t('person.bio')}
          rows={4}
          maxLength={BIO_MAX_LENGTH}
          value={values.bio}
          disabled={bioOff}
          onChange={(event) => onChange('bio', event.target.value)}
          hint={bioOff ? off : undefined}
          error={errors.bio}
          trailing={
            <span aria-live="polite" css={(theme) => ({ fontSize: theme.fontSize.xs, color: values.bio.length >= BIO_WARNING_LENGTH ? theme.colors.danger : theme.colors.textMuted })}>
              {t('person.bioCounter', { count: values.bio.length, max: BIO_MAX_LENGTH })}
            </span>
          }
        />
      </Section>

      <Section id={`${idPrefix}-socials`} title={t('selfReg.section.socials')}>
        <FieldGrid>
          {text('linked_in', 'linked_in', t('person.linkedIn'), { type: 'url', maxLength: 2048 })}
          {text('twitter', 'twitter', t('person.twitter'), { maxLength: 2048 })}
          {text('instagram', 'instagram', t('person.instagram'), { maxLength: 2048 })}
        </FieldGrid>
      </Section>

      {customFields.length ? (
        <Section id={`${idPrefix}-custom-fields`} title={t('selfReg.section.customFields')}>
          <FieldGrid>
            {customFields.map((field) => {
              const isOff = disabled('custom_fields');
              const common = {
                id: `${idPrefix}-custom_fields.${field.id}`,
                label: field.name,
                maxLength: 1000,
                value: values.custom_fields[field.id] ?? '',
                disabled: isOff,
                hint: isOff ? off : undefined,
                error: errors[`custom_fields.${field.id}`],
              };
              const set = (value: string) => onChange('custom_fields', { ...values.custom_fields, [field.id]: value });
              return field.type === 'note' || field.type === 'adr' ? (
                <TextArea key={field.id} {...common} rows={3} onChange={(event) => set(event.target.value)} />
              ) : (
                <TextField key={field.id} {...common} type={inputType[field.type] ?? 'text'} onChange={(event) => set(event.target.value)} />
              );
            })}
          </FieldGrid>
        </Section>
      ) : null}
    </Stack>
  );
};

/** The box above the form listing every field error (the server's per field too); focused after a failed submit. */
export const ProfileErrorSummary = ({ errors, focusRef }: { errors: ProfileErrors; focusRef: RefObject<HTMLDivElement | null> }) => {
  const t = useT();
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  return (
    <div ref={focusRef} tabIndex={-1}>
      <Alert tone="danger" title={t('selfReg.errorSummary')}>
        <ul css={{ margin: 0, paddingInlineStart: 20 }}>
          {entries.map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
};
