import { useState } from 'react';
import { LOCATIONS_NAMES, LEAD_VALUE_CURRENCIES } from '@profyle/domain';
import { ONBOARDING_KEYS, SUPPORTED_LANGUAGES } from '@profyle/contracts/settings';
import type { OrganisationView } from '@profyle/contracts/organisation';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { LoadingView } from '../../../shared/ui/feedback';
import { SelectField, Switch, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, FieldGrid, Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { SettingCard, useSaveSetting } from '../components/setting-form';
import { useHideOnboardingMutation } from '../settings-api';

const timeZones = (): string[] => {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
};

/** The General tab (view SETTINGS). */
export const GeneralTab = () => {
  const t = useT();
  const { organisationId } = useSession();
  const organisation = useGetOrganisationQuery(organisationId);
  if (!organisation.data) return <LoadingView label={t('common.loading')} />;
  return <GeneralSettings key={organisation.data.id} organisation={organisation.data} />;
};

const GeneralSettings = ({ organisation }: { organisation: OrganisationView }) => {
  const t = useT();
  const { save, saving } = useSaveSetting();
  const [supportEmail, setSupportEmail] = useState(organisation.supportEmail ?? '');
  const [label, setLabel] = useState<string>(organisation.locationsName);
  const [intl, setIntl] = useState(organisation.intl);
  const [ga4id, setGa4id] = useState(organisation.ga4id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (key: string, setting: string, value: unknown) => {
    const found = await save(setting, value);
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.entries(found ?? { value: '' }).map(([path, msg]) => [`${key}.${path}`, msg])) }));
  };
  const zones = timeZones();

  return (
    <Stack gap={6}>
      <SettingCard title={t('settings.supportEmail')} description={t('settings.supportEmailDescription')} saving={saving} onSave={() => run('supportEmail', 'supportEmail', supportEmail.trim() || null)}>
        <TextField id="settings-supportEmail" label={t('settings.supportEmail')} type="email" maxLength={254} value={supportEmail} onChange={(event) => setSupportEmail(event.target.value)} error={errors['supportEmail.value']} />
      </SettingCard>
      <SettingCard title={t('settings.addressLabel')} description={t('settings.addressLabelDescription')} saving={saving} onSave={() => run('locationsName', 'locationsName', label)}>
        <SelectField id="settings-locationsName" label={t('settings.addressLabel')} value={label} onChange={(event) => setLabel(event.target.value)} options={LOCATIONS_NAMES.map((name) => ({ value: name, label: t(`addressLabel.${name}` as MessageKey) }))} error={errors['locationsName.value']} />
      </SettingCard>
      <SettingCard title={t('settings.intl')} description={t('settings.intlDescription')} saving={saving} onSave={() => run('intl', 'intl', intl)}>
        <FieldGrid>
          <SelectField id="settings-currency" label={t('settings.currency')} value={intl.currency} onChange={(event) => setIntl({ ...intl, currency: event.target.value })} options={LEAD_VALUE_CURRENCIES.map((code) => ({ value: code, label: code }))} error={errors['intl.currency']} />
          <SelectField
            id="settings-language"
            label={t('settings.language')}
            value={intl.language}
            onChange={(event) => setIntl({ ...intl, language: event.target.value })}
            options={[...(SUPPORTED_LANGUAGES.includes(intl.language as never) ? [] : [{ value: intl.language, label: intl.language }]), ...SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: code }))]}
            error={errors['intl.language']}
          />
          <SelectField id="settings-timezone" label={t('settings.timezone')} value={intl.timezone} onChange={(event) => setIntl({ ...intl, timezone: event.target.value })} options={(zones.includes(intl.timezone) ? zones : [intl.timezone, ...zones]).map((zone) => ({ value: zone, label: zone }))} error={errors['intl.timezone']} />
        </FieldGrid>
      </SettingCard>
      <Card>
        <CardTitle>{t('settings.welcomeEmails')}</CardTitle>
        <ImmediateSwitch id="settings-disableWelcomeEmail" label={t('settings.disableWelcomeEmail')} description={t('settings.disableWelcomeEmailDescription')} checked={organisation.features.disableWelcomeEmail} setting="disableWelcomeEmail" />
      </Card>
      <SettingCard title={t('settings.analytics')} saving={saving} onSave={() => run('ga4id', 'ga4id', ga4id)}>
        <TextField id="settings-ga4id" label={t('settings.ga4id')} hint={t('settings.ga4idHint')} maxLength={24} value={ga4id} onChange={(event) => setGa4id(event.target.value)} error={errors['ga4id.value']} />
      </SettingCard>
      <Onboarding hidden={organisation.onboarding.hidden} />
    </Stack>
  );
};

/** A switch that saves its setting at once, and goes back if the save failed. */
export const ImmediateSwitch = ({ id, label, description, checked, setting, value }: { id: string; label: string; description?: string; checked: boolean; setting: string; value?: (checked: boolean) => unknown }) => {
  const { save } = useSaveSetting();
  const [shown, setShown] = useState(checked);
  return (
    <Switch
      id={id}
      label={label}
      description={description}
      checked={shown}
      onChange={async (event) => {
        const next = event.target.checked;
        setShown(next);
        if (await save(setting, value ? value(next) : next)) setShown(!next);
      }}
    />
  );
};

/** Getting started steps: a switch per step, saved at once; a failure reverts it, and the last change can be undone. */
const Onboarding = ({ hidden }: { hidden: string[] }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [hide] = useHideOnboardingMutation();
  const [shownHidden, setShownHidden] = useState(hidden);
  const [last, setLast] = useState<{ key: string; hide: boolean } | null>(null);
  const apply = async (key: string, hideIt: boolean, remember: boolean) => {
    const before = shownHidden;
    setShownHidden(hideIt ? [...before.filter((k) => k !== key), key] : before.filter((k) => k !== key));
    const result = await hide({ organisationId, key, hide: hideIt });
    if ('error' in result) {
      setShownHidden(before);
      notify(t('settings.onboardingError'), 'error');
      return;
    }
    notify(t('settings.onboardingUpdated'));
    setLast(remember ? { key, hide: hideIt } : null);
  };
  return (
    <Card>
      <CardTitle>{t('settings.onboarding')}</CardTitle>
      <p css={(theme) => ({ margin: theme.space(-2, 0, 4), color: theme.colors.textMuted })}>{t('settings.onboardingDescription')}</p>
      <Stack gap={3}>
        {ONBOARDING_KEYS.map((key) => (
          <Switch key={key} id={`settings-onboarding-${key}`} label={t(`settings.onboarding.${key}` as MessageKey)} checked={!shownHidden.includes(key)} onChange={(event) => apply(key, !event.target.checked, true)} />
        ))}
        {last ? (
          <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3) })}>
            <Muted>{t(`settings.onboarding.${last.key}` as MessageKey)}</Muted>
            <Button size="sm" onClick={() => apply(last.key, !last.hide, false)}>
              {t('settings.undo')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
};

export default GeneralTab;
