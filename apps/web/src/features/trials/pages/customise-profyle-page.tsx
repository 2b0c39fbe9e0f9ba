import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COLOUR_SCHEMES, type ColourSchemeName, TRIAL_THEMES } from '@profyle/contracts/trials';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { baseApi } from '../../../app/base-api';
import { useAppDispatch } from '../../../app/hooks';
import { type MessageKey, useT } from '../../../app/i18n';
import { RadioCards } from '../../../shared/ui/fields';
import { Stack } from '../../../shared/ui/layout';
import type { Me } from '../../auth/auth-types';
import { RequireRegistration, TrialWizardStep, useLeaveWizard } from '../components/trial-wizard';
import { companyErrors } from './company-details-page';
import { personalErrors } from './personal-details-page';
import { useCreateTrialMutation } from '../trials-api';
import { clearWizard, loadWizard, type TrialWizardData, useWizardPart } from '../wizard-state';

const THEME_LABELS: Record<string, MessageKey> = { 'modern-2024': 'trial.theme.modern', 'headshot-2024': 'trial.theme.headshot', 'header-2024': 'trial.theme.corporate' };

/** The trial payload (spec 000 section 3) from what the wizard collected; empty images and affiliate left out. */
export const trialBody = (data: TrialWizardData, me: Me) => {
  const scheme = COLOUR_SCHEMES.find((candidate) => candidate.name === data.customise.scheme) ?? COLOUR_SCHEMES[0];
  const { personal, company } = data;
  return {
    organisation_name: company.organisation_name.trim(),
    email: me.user.email,
    auth_user_id: me.user.id,
    ...(data.card ? { card_id: data.card.id } : {}),
    position: company.position.trim(),
    first_name: personal.first_name.trim(),
    last_name: personal.last_name.trim(),
    linked_in: personal.linked_in.trim(),
    calendar_url: personal.calendar_url.trim(),
    mobile: personal.mobile.trim(),
    ...(personal.photo_url ? { photo_url: personal.photo_url } : {}),
    ...(company.logo_url ? { logo_url: company.logo_url } : {}),
    website_url: company.website_url.trim(),
    primary_color: scheme.primary,
    secondary_color: scheme.secondary,
    theme: data.customise.theme,
    send_invite: true,
    send_digital: true,
    organisation_size: company.organisation_size,
    ...(data.attribution.affiliate_id ? { affiliate_id: data.attribution.affiliate_id } : {}),
  };
};

/** /register/customise-profyle: the colours and theme of the new Profyle, then Finish creates the trial. */
export const CustomiseProfylePage = () => <RequireRegistration>{(me) => <CustomiseProfyle me={me} />}</RequireRegistration>;

const CustomiseProfyle = ({ me }: { me: Me }) => {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useWizardPart('customise');
  const [createTrial, { isLoading }] = useCreateTrialMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const leave = useLeaveWizard();
  const data = loadWizard();
  const scheme = COLOUR_SCHEMES.find((candidate) => candidate.name === values.scheme) ?? COLOUR_SCHEMES[0];

  const finish = async () => {
    const wizard = loadWizard();
    // A step left with a gap (another tab, an old stored wizard) is sent back to, not sent to the server.
    if (Object.keys(personalErrors(wizard.personal, t)).length > 0) return navigate('/register/personal-details');
    if (Object.keys(companyErrors(wizard.company, t)).length > 0) return navigate('/register/company-details');
    setError(null);
    const result = await createTrial(trialBody(wizard, me));
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      const detail = Object.values(fields).join(' ');
      setError(t('trial.createError', { message: detail || errorMessageOf(result.error, t('common.unknownError')) }));
      return;
    }
    clearWizard();
    leave('finished');
    const query = new URLSearchParams({ profyleId: result.data.digital_id, ...(wizard.card?.colour ? { cardColor: wizard.card.colour } : {}) });
    navigate(`/register/preview-profyle?${query}`, { replace: true });
    // The user is an admin now (the guard, told the wizard is finished, lets the preview open).
    dispatch(baseApi.util.invalidateTags(['Me', 'Organisation']));
  };

  return (
    <TrialWizardStep
      me={me}
      step={2}
      title={t('trial.customise.title')}
      subtitle={t('trial.customise.subtitle')}
      onSubmit={() => void finish()}
      onPrevious={() => navigate('/register/company-details')}
      submitLabel={isLoading ? t('trial.creating') : t('trial.finish')}
      submitting={isLoading}
      error={error}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: '1fr 220px' } })}>
        <Stack gap={5}>
          <fieldset css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <legend css={(theme) => ({ fontSize: theme.fontSize.sm, fontWeight: 600, marginBottom: theme.space(2), padding: 0 })}>{t('trial.customise.colour')}</legend>
            <div css={(theme) => ({ display: 'grid', gap: theme.space(2), gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' })}>
              {COLOUR_SCHEMES.map((candidate) => {
                const checked = candidate.name === values.scheme;
                return (
                  <label
                    key={candidate.name}
                    css={(theme) => ({
                      display: 'flex',
                      alignItems: 'center',
                      gap: theme.space(2),
                      padding: theme.space(2, 3),
                      borderRadius: theme.radius.md,
                      border: `1.5px solid ${checked ? theme.colors.primary : theme.colors.border}`,
                      background: checked ? theme.colors.primarySoft : theme.colors.surface,
                      cursor: 'pointer',
                      '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
                    })}
                  >
                    <input type="radio" name="trial-colour" value={candidate.name} checked={checked} onChange={() => setValues({ ...values, scheme: candidate.name as ColourSchemeName })} css={{ position: 'absolute', opacity: 0, width: 1, height: 1 }} />
                    <span aria-hidden="true" css={{ width: 22, height: 22, borderRadius: '50%', background: candidate.primary, border: '1px solid rgba(0,0,0,0.2)', flex: 'none' }} />
                    <span css={{ fontWeight: checked ? 700 : 500 }}>{t(`trial.colour.${candidate.name}` as MessageKey)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <RadioCards
            name="trial-theme"
            legend={t('trial.customise.theme')}
            value={values.theme}
            options={TRIAL_THEMES.map((theme) => ({ value: theme, label: t(THEME_LABELS[theme] ?? 'trial.theme.modern') }))}
            onChange={(theme) => setValues({ ...values, theme })}
          />
        </Stack>
        <PhonePreview primary={scheme.primary} secondary={scheme.secondary} name={`${data.personal.first_name} ${data.personal.last_name}`.trim()} position={data.company.position} company={data.company.organisation_name} photo={data.personal.photo_url} logo={data.company.logo_url} label={t('trial.customise.preview')} />
      </div>
    </TrialWizardStep>
  );
};

/** A sketch of the Profyle in the chosen colours, so the choice is seen before Finish. */
const PhonePreview = ({ primary, secondary, name, position, company, photo, logo, label }: { primary: string; secondary: string; name: string; position: string; company: string; photo: string; logo: string; label: string }) => (
  <figure aria-label={label} css={{ margin: 0, alignSelf: 'start' }}>
    <div css={{ width: 200, height: 360, borderRadius: 30, padding: 10, background: '#1d1f23', boxShadow: '0 16px 40px rgba(0,0,0,0.25)', margin: '0 auto' }}>
      <div css={{ height: '100%', borderRadius: 22, overflow: 'hidden', background: '#ffffff', color: '#1a1a1a', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
        <div css={{ width: '100%', height: 86, background: primary, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{logo ? <img src={logo} alt="" css={{ maxWidth: '70%', maxHeight: 48, objectFit: 'contain' }} /> : null}</div>
        <div css={{ width: 64, height: 64, borderRadius: '50%', marginTop: -34, border: '4px solid #fff', background: photo ? `center / cover url("${photo}")` : '#d9dde3' }} />
        <strong css={{ fontSize: 14, textAlign: 'center', padding: '0 8px' }}>{name || '—'}</strong>
        <span css={{ fontSize: 11, color: '#5f6b7a', textAlign: 'center', padding: '0 8px' }}>{[position, company].filter(Boolean).join(' · ')}</span>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, width: '100%', padding: '8px 12px' }}>
          {[0, 1, 2, 3].map((n) => (
            <div key={n} css={{ height: 30, borderRadius: 8, background: primary, border: primary.toLowerCase() === '#ffffff' ? '1px solid #d0d5dc' : 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <span css={{ width: 28, height: 5, borderRadius: 3, background: secondary, opacity: 0.9 }} />
            </div>
          ))}
        </div>
      </div>
    </div>
  </figure>
);

export default CustomiseProfylePage;
