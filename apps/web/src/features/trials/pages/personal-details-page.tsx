import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HTTP_URL_PATTERN, LINKEDIN_URL_PATTERN, withHttps } from '@profyle/contracts/trials';
import { useT } from '../../../app/i18n';
import { TextField } from '../../../shared/ui/fields';
import { FieldGrid } from '../../../shared/ui/layout';
import type { Me } from '../../auth/auth-types';
import { ImageUpload } from '../../uploads/image-upload';
import { RequireRegistration, TrialWizardStep } from '../components/trial-wizard';
import { registrationImages } from '../trials-api';
import { type TrialWizardData, useWizardPart } from '../wizard-state';

type Personal = TrialWizardData['personal'];

/** The step's checks, in the spec's words (spec 000 section 5); the server checks again. */
export const personalErrors = (values: Personal, t: ReturnType<typeof useT>): Partial<Record<keyof Personal, string>> => ({
  ...(values.first_name.trim() ? {} : { first_name: t('trial.error.firstName') }),
  ...(values.last_name.trim() ? {} : { last_name: t('trial.error.lastName') }),
  ...(values.linked_in.trim() && !LINKEDIN_URL_PATTERN.test(values.linked_in.trim()) ? { linked_in: t('trial.error.linkedIn') } : {}),
  ...(values.calendar_url.trim() && !HTTP_URL_PATTERN.test(values.calendar_url.trim()) ? { calendar_url: t('trial.error.url') } : {}),
});

/** /register/personal-details: who the new Profyle is for. */
export const PersonalDetailsPage = () => <RequireRegistration>{(me) => <PersonalDetails me={me} />}</RequireRegistration>;

const PersonalDetails = ({ me }: { me: Me }) => {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useWizardPart('personal');
  const [errors, setErrors] = useState<Partial<Record<keyof Personal, string>>>({});
  const set = (field: keyof Personal) => (value: string) => setValues({ ...values, [field]: value });

  const next = () => {
    const found = personalErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) navigate('/register/company-details');
  };

  return (
    <TrialWizardStep me={me} step={0} title={t('trial.personal.title')} subtitle={t('trial.personal.subtitle', { email: me.user.email })} onSubmit={next}>
      <FieldGrid>
        <TextField id="trial-first_name" label={t('person.firstName')} required autoComplete="given-name" maxLength={100} value={values.first_name} onChange={(event) => set('first_name')(event.target.value)} error={errors.first_name} />
        <TextField id="trial-last_name" label={t('person.lastName')} required autoComplete="family-name" maxLength={100} value={values.last_name} onChange={(event) => set('last_name')(event.target.value)} error={errors.last_name} />
      </FieldGrid>
      <TextField id="trial-mobile" label={t('person.mobile')} type="tel" autoComplete="tel" maxLength={200} value={values.mobile} onChange={(event) => set('mobile')(event.target.value)} />
      <TextField
        id="trial-linked_in"
        label={t('trial.personal.linkedIn')}
        hint={t('trial.personal.linkedInHint')}
        type="url"
        maxLength={2048}
        value={values.linked_in}
        onChange={(event) => set('linked_in')(event.target.value)}
        onBlur={() => set('linked_in')(withHttps(values.linked_in))}
        error={errors.linked_in}
      />
      <TextField
        id="trial-calendar_url"
        label={t('trial.personal.calendar')}
        hint={t('trial.personal.calendarHint')}
        type="url"
        maxLength={2048}
        value={values.calendar_url}
        onChange={(event) => set('calendar_url')(event.target.value)}
        error={errors.calendar_url}
      />
      <ImageUpload id="trial-photo" label={t('person.photo')} hint={t('trial.personal.photoHint')} value={values.photo_url} onChange={set('photo_url')} round target={registrationImages} />
    </TrialWizardStep>
  );
};

export default PersonalDetailsPage;
