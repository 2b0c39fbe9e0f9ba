import { useState } from 'react';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { useSession } from '../../auth/session';
import { SettingCard, useSaveSetting } from '../../settings/components/setting-form';
import { useGetIntegrationsQuery } from '../crm-api';

/** A GA4 measurement ID (G- and 4 to 20 letters or digits), not the older UA- style (spec 002 section 5). */
export const GA4_ID = /^G-[A-Z0-9]{4,20}$/;

const AnalyticsForm = ({ initial }: { initial: string }) => {
  const t = useT();
  const { save, saving } = useSaveSetting();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onSave = async () => {
    const id = value.trim().toUpperCase();
    if (id !== '' && !GA4_ID.test(id)) {
      setError(t('ga.invalid'));
      return;
    }
    const errors = await save('ga4id', id);
    if (errors) {
      setError(Object.values(errors)[0] ?? null);
      return;
    }
    setValue(id);
    setSaved(id);
  };
  return (
    <SettingCard title={t('ga.field')} onSave={() => void onSave()} saving={saving}>
      <TextField
        id="ga4-id"
        label={t('ga.field')}
        hint={t('ga.hint')}
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder="G-XXXXXXXXXX"
        css={(theme) => ({ fontFamily: theme.font.mono })}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Alert tone={saved ? 'success' : 'info'}>{saved ? t('ga.summaryOn', { id: saved }) : t('ga.summaryOff')}</Alert>
    </SettingCard>
  );
};

/**
 * /portal/integrations/google-analytics: the organisation's GA4 measurement ID (spec 002 sections 2 and
 * 5); empty turns it off. Saved with PATCH /settings {setting: ga4id}.
 */
export const GoogleAnalyticsPage = () => {
  const t = useT();
  const { organisationId } = useSession();
  const overview = useGetIntegrationsQuery({ organisationId });
  useDocumentTitle(t('ga.title'));
  return (
    <>
      <PageHeader title={t('ga.title')} subtitle={t('ga.subtitle')} crumbs={[{ label: t('nav.integrations'), to: '/portal/integrations' }, { label: t('ga.title') }]} />
      <div css={{ maxWidth: 760 }}>
        <QueryStates query={overview} isEmpty={false} empty={null}>
          <AnalyticsForm key={`${organisationId}:${overview.data?.ga4id ?? ''}`} initial={overview.data?.ga4id ?? ''} />
        </QueryStates>
      </div>
    </>
  );
};

export default GoogleAnalyticsPage;
