import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HTTP_URL_PATTERN, ORGANISATION_SIZES, websiteFromEmail, withHttps } from '@profyle/contracts/trials';
import { type MessageKey, useT } from '../../../app/i18n';
import { SelectField, TextField } from '../../../shared/ui/fields';
import { FieldGrid } from '../../../shared/ui/layout';
import type { Me } from '../../auth/auth-types';
import { ImageUpload } from '../../uploads/image-upload';
import { RequireRegistration, TrialWizardStep } from '../components/trial-wizard';
import { registrationImages } from '../trials-api';
import { type TrialWizardData, useWizardPart } from '../wizard-state';

type Company = TrialWizardData['company'];

const SIZE_LABELS: Record<(typeof ORGANISATION_SIZES)[number], MessageKey> = {
  0: 'trial.size.0',
  1: 'trial.size.1',
  2: 'trial.size.2',
  6: 'trial.size.6',
  30: 'trial.size.30',
  100: 'trial.size.100',
  200: 'trial.size.200',
  500: 'trial.size.500',
  1000: 'trial.size.1000',
};

/** The step's checks, in the spec's words (spec 000 section 5); the server checks again. */
export const companyErrors = (values: Company, t: ReturnType<typeof useT>): Partial<Record<keyof Company, string>> => ({
  ...(values.organisation_name.trim() ? {} : { organisation_name: t('trial.error.companyName') }),
  ...(values.website_url.trim() && !HTTP_URL_PATTERN.test(values.website_url.trim()) ? { website_url: t('trial.error.url') } : {}),
  ...(values.position.trim() ? {} : { position: t('trial.error.jobTitle') }),
  ...(values.organisation_size === 0 ? { organisation_size: t('trial.error.companySize') } : {}),
});

/** /register/company-details: the organisation the trial opens. */
export const CompanyDetailsPage = () => <RequireRegistration>{(me) => <CompanyDetails me={me} />}</RequireRegistration>;

const CompanyDetails = ({ me }: { me: Me }) => {
  const t = useT();
  const navigate = useNavigate();
  // The website is prefilled from the e-mail's domain (unless a free mail provider's) while the step is untouched.
  const [values, setValues] = useWizardPart('company', (company) => (company.website_url || company.organisation_name ? company : { ...company, website_url: websiteFromEmail(me.user.email) }));
  const [errors, setErrors] = useState<Partial<Record<keyof Company, string>>>({});
  const set = <K extends keyof Company>(field: K, value: Company[K]) => setValues({ ...values, [field]: value });

  const next = () => {
    const found = companyErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) navigate('/register/customise-profyle');
  };

  return (
    <TrialWizardStep me={me} step={1} title={t('trial.company.title')} subtitle={t('trial.company.subtitle')} onSubmit={next} onPrevious={() => navigate('/register/personal-details')}>
      <TextField id="trial-organisation_name" label={t('trial.company.name')} required autoComplete="organization" maxLength={100} value={values.organisation_name} onChange={(event) => set('organisation_name', event.target.value)} error={errors.organisation_name} />
      <TextField
        id="trial-website_url"
        label={t('trial.company.website')}
        type="url"
        autoComplete="url"
        maxLength={2048}
        value={values.website_url}
        onChange={(event) => set('website_url', event.target.value)}
        onBlur={() => set('website_url', withHttps(values.website_url))}
        error={errors.website_url}
      />
      <FieldGrid>
        <TextField id="trial-position" label={t('trial.company.jobTitle')} required autoComplete="organization-title" maxLength={200} value={values.position} onChange={(event) => set('position', event.target.value)} error={errors.position} />
        <SelectField
          id="trial-organisation_size"
          label={t('trial.company.size')}
          required
          value={String(values.organisation_size)}
          onChange={(event) => set('organisation_size', Number(event.target.value))}
          error={errors.organisation_size}
          options={ORGANISATION_SIZES.map((size) => ({ value: String(size), label: t(SIZE_LABELS[size]) }))}
        />
      </FieldGrid>
      <ImageUpload id="trial-logo" label={t('trial.company.logo')} hint={t('trial.company.logoHint')} value={values.logo_url} onChange={(url) => set('logo_url', url)} aspect={8 / 3} target={registrationImages} />
    </TrialWizardStep>
  );
};

export default CompanyDetailsPage;
