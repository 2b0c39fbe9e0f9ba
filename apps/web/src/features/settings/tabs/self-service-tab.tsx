import { useState } from 'react';
import { SELF_SERVICE_FIELDS } from '@profyle/domain';
import type { OrganisationView } from '@profyle/contracts/organisation';
import { type MessageKey, useT } from '../../../app/i18n';
import { LoadingView } from '../../../shared/ui/feedback';
import { Switch, TextField } from '../../../shared/ui/fields';
import { Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { SettingCard, useSaveSetting } from '../components/setting-form';

/** The Self-service tab (view SELF_SERVICE): self-registration and what cardholders may edit. */
export const SelfServiceTab = () => {
  const t = useT();
  const { organisationId } = useSession();
  const organisation = useGetOrganisationQuery(organisationId);
  if (!organisation.data) return <LoadingView label={t('common.loading')} />;
  return <SelfServiceSettings key={organisation.data.id} organisation={organisation.data} />;
};

const SelfServiceSettings = ({ organisation }: { organisation: OrganisationView }) => {
  const t = useT();
  const { save, saving } = useSaveSetting();
  const [registration, setRegistration] = useState(organisation.features.selfRegistration);
  const [service, setService] = useState(organisation.features.selfService);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const link = `${window.location.origin}/register-profyle/${encodeURIComponent(organisation.id)}`;
  return (
    <Stack gap={6}>
      <SettingCard title={t('settings.selfRegistration')} description={t('settings.selfRegistrationDescription')} saving={saving} onSave={async () => setErrors((await save('selfRegistration', registration)) ?? {})}>
        <Switch id="settings-selfRegistration-enabled" label={t('settings.selfRegistration.enabled')} checked={registration.enabled} onChange={(event) => setRegistration({ ...registration, enabled: event.target.checked })} />
        <Switch id="settings-selfRegistration-adminVerification" label={t('settings.selfRegistration.adminVerification')} description={t('settings.selfRegistration.adminVerificationDescription')} checked={registration.adminVerification} onChange={(event) => setRegistration({ ...registration, adminVerification: event.target.checked })} />
        <TextField id="settings-selfRegistration-domains" label={t('settings.selfRegistration.domains')} hint={t('settings.selfRegistration.domainsHint')} maxLength={2000} value={registration.domains} onChange={(event) => setRegistration({ ...registration, domains: event.target.value })} error={errors.domains} />
        {organisation.features.selfRegistration.enabled ? (
          <div>
            <strong>{t('settings.selfRegistration.link')}</strong>
            <div>
              <code css={{ overflowWrap: 'anywhere' }}>{link}</code>
            </div>
          </div>
        ) : null}
      </SettingCard>
      <SettingCard title={t('settings.selfService')} description={t('settings.selfServiceDescription')} saving={saving} onSave={async () => setErrors((await save('selfService', service)) ?? {})}>
        <Switch id="settings-selfService-enabled" label={t('settings.selfService.enabled')} checked={service.enabled} onChange={(event) => setService({ ...service, enabled: event.target.checked })} />
        <fieldset css={{ border: 0, padding: 0, margin: 0 }} disabled={!service.enabled}>
          <legend css={{ fontWeight: 600, marginBottom: 4 }}>{t('settings.selfService.fields')}</legend>
          <Muted>{t('settings.selfService.emailAlwaysOn')}</Muted>
          <div css={(theme) => ({ display: 'grid', gap: theme.space(3), marginTop: theme.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' })}>
            {SELF_SERVICE_FIELDS.map((field) => (
              <Switch key={field} id={`settings-selfService-${field}`} label={t(`settings.selfService.field.${field}` as MessageKey)} checked={service.fields[field]} disabled={!service.enabled} onChange={(event) => setService({ ...service, fields: { ...service.fields, [field]: event.target.checked } })} />
            ))}
          </div>
        </fieldset>
      </SettingCard>
    </Stack>
  );
};

export default SelfServiceTab;
