import { useState } from 'react';
import { EMAIL_PATTERN } from '../../../shared/email';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { useSession } from '../../auth/session';
import { SettingCard, useSaveSetting } from '../../settings/components/setting-form';
import { useGetIntegrationsQuery } from '../crm-api';

/** The addresses of a semicolon-separated list, blanks dropped (the form shows them `; `-separated; the server keeps `;`). */
export const bccAddressesOf = (text: string): string[] => text.split(';').map((part) => part.trim()).filter(Boolean);

const BccForm = ({ initial }: { initial: string }) => {
  const t = useT();
  const { save, saving } = useSaveSetting();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const addresses = bccAddressesOf(value);
  const onSave = async () => {
    const invalid = addresses.find((address) => !EMAIL_PATTERN.test(address));
    if (invalid) {
      setError(t('bcc.invalid', { address: invalid }));
      return;
    }
    const normalised = addresses.join('; ');
    const errors = await save('features.exchange.bcc', normalised);
    if (errors) {
      setError(Object.values(errors)[0] ?? null);
      return;
    }
    setValue(normalised);
  };
  return (
    <SettingCard title={t('bcc.field')} onSave={() => void onSave()} saving={saving}>
      <TextField
        id="intro-bcc"
        label={t('bcc.field')}
        hint={t('bcc.hint')}
        value={value}
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        placeholder="sales@example.com; crm@example.com"
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Alert tone={addresses.length ? 'success' : 'info'}>{addresses.length ? t('bcc.summaryOn', { count: addresses.length }) : t('bcc.summaryOff')}</Alert>
    </SettingCard>
  );
};

/**
 * /portal/integrations/intro-bcc: the copy recipients of introduction e-mails (spec 002 sections 2 and
 * 5): several addresses separated by a semicolon, each checked; empty turns copies off. Saved with
 * PATCH /settings {setting: features.exchange.bcc}; 'Setting updated successfully' or 'Error updating setting'.
 */
export const IntroBccPage = () => {
  const t = useT();
  const { organisationId } = useSession();
  const overview = useGetIntegrationsQuery({ organisationId });
  useDocumentTitle(t('integrations.introBccName'));
  return (
    <>
      <PageHeader title={t('integrations.introBccName')} subtitle={t('bcc.subtitle')} crumbs={[{ label: t('nav.integrations'), to: '/portal/integrations' }, { label: t('integrations.introBccName') }]} />
      <div css={{ maxWidth: 760 }}>
        <QueryStates query={overview} isEmpty={false} empty={null}>
          <BccForm key={`${organisationId}:${overview.data?.bcc ?? ''}`} initial={bccAddressesOf(overview.data?.bcc ?? '').join('; ')} />
        </QueryStates>
      </div>
    </>
  );
};

export default IntroBccPage;
