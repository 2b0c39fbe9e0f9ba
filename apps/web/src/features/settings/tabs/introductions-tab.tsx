import { useState } from 'react';
import { EXCHANGE_OPTIONAL_FIELDS, LEAD_VALUE_CURRENCIES } from '@profyle/domain';
import type { OrganisationView } from '@profyle/contracts/organisation';
import { type MessageKey, useT } from '../../../app/i18n';
import { Button, IconButton } from '../../../shared/ui/button';
import { LoadingView } from '../../../shared/ui/feedback';
import { SelectField, Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { INTRO_EMAIL_PLACEHOLDERS } from '../../../shared/intro-email-placeholders';
import { FieldGrid, Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { SettingCard, useSaveSetting } from '../components/setting-form';

/** The Introductions tab (view INTRODUCTIONS): the exchange settings. */
export const IntroductionsTab = () => {
  const t = useT();
  const { organisationId } = useSession();
  const organisation = useGetOrganisationQuery(organisationId);
  if (!organisation.data) return <LoadingView label={t('common.loading')} />;
  return <ExchangeSettings key={organisation.data.id} exchange={organisation.data.features.exchange} />;
};

const ExchangeSettings = ({ exchange }: { exchange: OrganisationView['features']['exchange'] }) => {
  const t = useT();
  const { save, saving } = useSaveSetting();
  const [values, setValues] = useState(exchange);
  const [leadValue, setLeadValue] = useState(String(exchange.leadValue));
  const [consent, setConsent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));
  const addConsent = () => {
    const text = consent.trim();
    // Blank and repeated consents are ignored (spec 001 section 5).
    if (text && !values.consents.some((existing) => existing.toLowerCase() === text.toLowerCase())) set('consents', [...values.consents, text]);
    setConsent('');
  };
  const onSave = async () => {
    const number = Number(leadValue);
    setErrors((await save('exchange', { ...values, leadValue: leadValue.trim() === '' || Number.isNaN(number) ? -1 : number })) ?? {});
  };

  return (
    <SettingCard title={t('settings.exchange')} description={t('settings.exchangeDescription')} saving={saving} onSave={onSave}>
      <Switch id="settings-exchange-enabled" label={t('settings.exchange.enabled')} checked={values.enabled} onChange={(event) => set('enabled', event.target.checked)} />
      <Switch id="settings-exchange-enableByGroup" label={t('settings.exchange.enableByGroup')} description={t('settings.exchange.enableByGroupDescription')} checked={values.enableByGroup} onChange={(event) => set('enableByGroup', event.target.checked)} />
      <Switch id="settings-exchange-visitorEmail" label={t('settings.exchange.visitorEmail')} description={t('settings.exchange.visitorEmailDescription')} checked={values.visitorEmail} onChange={(event) => set('visitorEmail', event.target.checked)} />
      <Switch id="settings-exchange-visitorAccess" label={t('settings.exchange.visitorAccess')} description={t('settings.exchange.visitorAccessDescription')} checked={values.visitorAccess} onChange={(event) => set('visitorAccess', event.target.checked)} />
      <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('settings.exchange.fields')}</legend>
        <Muted>{t('settings.exchange.fieldsDescription')}</Muted>
        <Stack gap={2} css={{ marginTop: 8 }}>
          {EXCHANGE_OPTIONAL_FIELDS.map((field) => (
            <Switch key={field} id={`settings-exchange-field-${field}`} label={t(`settings.exchange.field.${field}` as MessageKey)} checked={values.fields[field]} onChange={(event) => set('fields', { ...values.fields, [field]: event.target.checked })} />
          ))}
        </Stack>
      </fieldset>
      <FieldGrid>
        <TextField id="settings-exchange-leadValue" label={t('settings.exchange.leadValue')} inputMode="decimal" value={leadValue} onChange={(event) => setLeadValue(event.target.value)} error={errors.leadValue} />
        <SelectField id="settings-exchange-leadCurrency" label={t('settings.exchange.leadCurrency')} value={values.leadCurrency} onChange={(event) => set('leadCurrency', event.target.value as never)} options={LEAD_VALUE_CURRENCIES.map((code) => ({ value: code, label: code }))} error={errors.leadCurrency} />
      </FieldGrid>
      <TextField id="settings-exchange-bcc" label={t('settings.exchange.bcc')} hint={t('settings.exchange.bccHint')} maxLength={2000} value={values.bcc} onChange={(event) => set('bcc', event.target.value)} error={errors.bcc} />
      <TextField id="settings-exchange-privacyPolicy" label={t('settings.exchange.privacyPolicy')} type="url" maxLength={2000} value={values.privacyPolicy} onChange={(event) => set('privacyPolicy', event.target.value)} error={errors.privacyPolicy} />
      <div>
        <Stack gap={2}>
          <strong>{t('settings.exchange.consents')}</strong>
          <Muted>{t('settings.exchange.consentsHint')}</Muted>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
            {values.consents.map((item) => (
              <li key={item} css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <span css={{ flex: 1 }}>{item}</span>
                <IconButton type="button" aria-label={t('settings.exchange.removeConsent', { consent: item })} onClick={() => set('consents', values.consents.filter((other) => other !== item))} css={{ width: 32, height: 32 }}>
                  <Icon name="close" size={16} />
                </IconButton>
              </li>
            ))}
          </ul>
          <div css={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <div css={{ flex: 1 }}>
              <TextField id="settings-exchange-newConsent" label={t('settings.exchange.newConsent')} maxLength={500} value={consent} onChange={(event) => setConsent(event.target.value)} onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); addConsent(); } }} error={errors.consents} />
            </div>
            <Button size="sm" onClick={addConsent}>
              {t('settings.exchange.addConsent')}
            </Button>
          </div>
        </Stack>
      </div>
      <TextArea id="settings-exchange-defaultIntroHtml" label={t('settings.exchange.defaultIntroHtml')} hint={t('settings.exchange.defaultIntroHtmlHint', INTRO_EMAIL_PLACEHOLDERS)} rows={6} value={values.defaultIntroHtml} onChange={(event) => set('defaultIntroHtml', event.target.value)} error={errors.defaultIntroHtml} />
    </SettingCard>
  );
};

export default IntroductionsTab;
