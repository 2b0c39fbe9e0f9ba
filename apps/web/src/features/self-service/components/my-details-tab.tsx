import { type FormEvent, useRef, useState } from 'react';
import type { SelfServicePage } from '@profyle/contracts/self-service';
import type { PasswordMode } from '@profyle/domain';
import { fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { RadioCards, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, Row, Stack } from '../../../shared/ui/layout';
import { joinAddress, normalisePin, splitAddress } from '../../people/person-form-model';
import { type ProfileErrors, ProfileErrorSummary, ProfileFields, type ProfileValues, validateProfile } from '../../registration/components/profile-fields';
import { useSaveOwnProfileMutation } from '../self-service-api';

const valuesOf = (data: SelfServicePage): ProfileValues => ({ ...data.profile, email: data.email, address: splitAddress(data.profile.address) });

/** My Details: the cardholder's own profile; fields the administrator turned off are disabled ('Disabled by account administrator'). */
export const MyDetailsTab = ({ data, as }: { data: SelfServicePage; as: { token: string; organisationId: string; personId: string } }) => {
  const t = useT();
  const notify = useSnackbar();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(data));
  const [passwordMode, setPasswordMode] = useState<PasswordMode>(data.profile.password_mode);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [save, { isLoading }] = useSaveOwnProfileMutation();
  const summary = useRef<HTMLDivElement>(null);
  const fields = data.self_service.fields;

  const onChange = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, t, { email: false });
    if (passwordMode !== 'disabled' && (password !== '' || !data.profile.password_set || passwordMode !== data.profile.password_mode)) {
      if (passwordMode === 'pin' && !/^\d{4}$/.test(password)) found.password = t('selfService.pinInvalid');
      if (passwordMode === 'password' && password.length < 4) found.password = t('selfService.passwordTooShort');
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const { email: _email, address, ...profile } = values;
    const result = await save({ ...as, body: { ...profile, address: values.locations === 'custom' ? joinAddress(address) : '', password_mode: passwordMode, ...(password ? { password } : {}) } });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('selfService.updateError'), 'error');
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setPassword('');
    notify(t('selfService.updated'));
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={5}>
        <ProfileErrorSummary errors={errors} focusRef={summary} />
        <ProfileFields
          idPrefix="my-details"
          values={values}
          onChange={onChange}
          errors={errors}
          customFields={data.custom_fields}
          addresses={data.addresses}
          addressesLabel={data.locations_name}
          group={data.group}
          photoTarget={{ url: `v1/enterprise/${encodeURIComponent(as.organisationId)}/images`, authorization: `Bearer ${as.token}` }}
          disabled={(field) => fields[field] === false}
          emailReadOnly
          withCalendar
        />
        <Card aria-labelledby="my-details-protection">
          <CardTitle id="my-details-protection">{t('selfService.protection')}</CardTitle>
          <Stack gap={4}>
            <RadioCards
              name="my-details-password-mode"
              legend={t('person.passwordMode')}
              value={passwordMode}
              options={[
                { value: 'disabled', label: t('person.passwordMode.disabled') },
                { value: 'pin', label: t('person.passwordMode.pin') },
                { value: 'password', label: t('person.passwordMode.password') },
              ]}
              onChange={(mode) => {
                setPasswordMode(mode);
                setPassword('');
              }}
            />
            {passwordMode !== 'disabled' ? (
              <TextField
                id="my-details-password"
                type={passwordMode === 'pin' ? 'text' : 'password'}
                inputMode={passwordMode === 'pin' ? 'numeric' : undefined}
                autoComplete="new-password"
                label={passwordMode === 'pin' ? t('person.pin') : t('person.password')}
                maxLength={passwordMode === 'pin' ? 4 : 256}
                value={password}
                onChange={(event) => setPassword(passwordMode === 'pin' ? normalisePin(event.target.value) : event.target.value)}
                hint={data.profile.password_set && passwordMode === data.profile.password_mode ? t('person.passwordKeep') : passwordMode === 'pin' ? t('person.pinHelper') : t('person.passwordHelper')}
                error={errors.password}
              />
            ) : null}
          </Stack>
        </Card>
        <Row justify="flex-end">
          <Button type="submit" variant="primary" loading={isLoading}>
            {t('person.saveChanges')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
};
