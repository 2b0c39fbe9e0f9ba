import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { organisationSelected } from '../../../app/session-slice';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { withHttps } from '../components/with-https';
import { useCreatePartnerDemoMutation } from '../superadmin-api';

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * /portal/partners/create-demo (partner organisations only): 'Create New Demo Account' with the
 * organisation name, company URL and annual subscriptions, all required. The new demo opens at once.
 */
export const PartnerDemoPage = () => {
  const t = useT();
  const title = t('partnerDemo.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useSnackbar();
  const session = useSession();
  const partner = useCurrentOrganisation();
  const [values, setValues] = useState({ organisation_name: '', website_url: '', organisation_size: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreatePartnerDemoMutation();
  const set = (key: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const size = Number(values.organisation_size);
    const found: Record<string, string> = {};
    if (!values.organisation_name.trim()) found.organisation_name = t('partnerDemo.organisationNameRequired');
    if (!URL_PATTERN.test(values.website_url.trim())) found.website_url = t('partnerDemo.companyUrlInvalid');
    if (values.organisation_size.trim() === '' || !Number.isInteger(size) || size < 1) found.organisation_size = t('partnerDemo.annualSubscriptionsRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await create({ organisation_name: values.organisation_name.trim(), website_url: values.website_url.trim(), organisation_size: size, partner_id: partner.id, created_by: session.user.id });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(`${t('partnerDemo.error')}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
      return;
    }
    notify(t('partnerDemo.created', { name: values.organisation_name.trim() }));
    dispatch(organisationSelected(result.data.organisation_id));
    navigate('/portal/dashboard');
  };

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: partner.name }, { label: title }]} />
      <form onSubmit={onSubmit} noValidate aria-label={title} css={{ maxWidth: 640 }}>
        <Card>
          <Stack gap={5}>
            <p css={{ margin: 0 }}>{t('partnerDemo.intro', { partner: partner.name })}</p>
            <TextField id="partner-demo-name" label={t('partnerDemo.organisationName')} required maxLength={100} value={values.organisation_name} onChange={(event) => set('organisation_name', event.target.value)} error={errors.organisation_name} />
            <TextField
              id="partner-demo-url"
              type="url"
              label={t('partnerDemo.companyUrl')}
              hint={t('partnerDemo.companyUrlHint')}
              required
              maxLength={2048}
              value={values.website_url}
              onChange={(event) => set('website_url', event.target.value)}
              onBlur={() => set('website_url', withHttps(values.website_url))}
              error={errors.website_url}
            />
            <TextField
              id="partner-demo-size"
              type="number"
              min={1}
              max={10000}
              step={1}
              label={t('partnerDemo.annualSubscriptions')}
              hint={t('partnerDemo.annualSubscriptionsHint')}
              required
              value={values.organisation_size}
              onChange={(event) => set('organisation_size', event.target.value)}
              error={errors.organisation_size}
            />
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to="/portal/dashboard">{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t('partnerDemo.submit')}
              </Button>
            </div>
          </Stack>
        </Card>
      </form>
    </>
  );
};

export default PartnerDemoPage;
