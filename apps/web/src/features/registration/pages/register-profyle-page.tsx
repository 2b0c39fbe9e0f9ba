import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { SelfRegistrationPage } from '@profyle/contracts/self-registration';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { DEFAULT_SUPPORT_EMAIL } from '../../../app/config';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, Muted, Row, Stack } from '../../../shared/ui/layout';
import { joinAddress } from '../../people/person-form-model';
import { emptyProfileValues, type ProfileErrors, ProfileErrorSummary, ProfileFields, type ProfileValues, validateProfile } from '../components/profile-fields';
import { PublicPage } from '../components/public-page';
import { useGetRegistrationPageQuery, useRegisterProfyleMutation } from '../registration-api';

/** Cancel goes to the product's home site (the organisation's branded banner URL when it has one). */
const PRODUCT_HOME = 'https://profyle.com';

/** /register-profyle/{organisationId}[?group_id]: a stranger registers their own Profyle (spec 000). */
export const RegisterProfylePage = () => {
  const t = useT();
  const { organisationId = '' } = useParams();
  const [params] = useSearchParams();
  const groupId = params.get('group_id');
  const page = useGetRegistrationPageQuery({ organisationId, groupId });
  useDocumentTitle(page.data?.name ? t('selfReg.documentTitle', { organisation: page.data.name }) : t('selfReg.title'));
  if (page.isLoading) return <LoadingView fullScreen label={t('common.loading')} />;
  if (statusOf(page.error) === 404) return <StatusPage tone="warning" title={t('selfReg.notFound')} />;
  if (page.isError || !page.data) return <StatusPage tone="danger" title={t('selfReg.loadError', { message: errorMessageOf(page.error, t('common.unknownError')) })} />;
  if (!page.data.enabled) {
    return <StatusPage tone="info" title={t('selfReg.notAvailableTitle')} body={t('selfReg.notAvailableBody', { email: page.data.support_email ?? DEFAULT_SUPPORT_EMAIL })} />;
  }
  return <RegistrationForm key={`${organisationId}-${groupId ?? ''}`} page={page.data} />;
};

const RegistrationForm = ({ page }: { page: SelfRegistrationPage }) => {
  const t = useT();
  const notify = useSnackbar();
  const organisation = page.name ?? '';
  const group = page.group ?? null;
  const [values, setValues] = useState<ProfileValues>(() => ({ ...emptyProfileValues(), locations: group ? 'group' : 'none' }));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [done, setDone] = useState<{ verification: 'admin' | 'email'; email: string } | null>(null);
  const [register, { isLoading }] = useRegisterProfyleMutation();
  const summary = useRef<HTMLDivElement>(null);
  const support = page.support_email ?? DEFAULT_SUPPORT_EMAIL;

  const onChange = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, t, { email: true });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const { address, ...fields } = values;
    const result = await register({
      organisationId: page.organisation_id,
      body: { ...fields, address: values.locations === 'custom' ? joinAddress(address) : '', location_ids: values.locations === 'list' ? values.location_ids : [], group_id: group?.id ?? null },
    });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('selfReg.registerError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    notify(t('selfReg.registered'));
    setDone({ verification: result.data.verification, email: values.email.trim().toLowerCase() });
    window.scrollTo(0, 0);
  };

  const supportBlock = (
    <Card aria-labelledby="self-reg-support">
      <h2 id="self-reg-support" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>
        {t('selfReg.support')}
      </h2>
      <p css={{ margin: '8px 0 0' }}>
        {t('selfReg.supportBody', { email: support })} <a href={`mailto:${support}`}>{support}</a>
      </p>
    </Card>
  );

  if (done) {
    return (
      <PublicPage title={t('selfReg.thanksTitle')}>
        <Stack gap={5}>
          <Alert tone="success">{done.verification === 'admin' ? t('selfReg.thanksAdmin', { organisation }) : t('selfReg.thanksEmail', { email: done.email })}</Alert>
          {supportBlock}
        </Stack>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('selfReg.title')} subtitle={t('selfReg.subtitle', { organisation })}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={5}>
          {group ? (
            <Alert tone="info" title={t('selfReg.groupBanner', { group: group.name })}>
              <Link to={`/register-profyle/${encodeURIComponent(page.organisation_id)}`}>{t('selfReg.groupBannerLink')}</Link>
            </Alert>
          ) : null}
          {page.allowed_domains?.length ? <Muted>{t('selfReg.allowedDomains', { domains: page.allowed_domains.map((domain) => `@${domain}`).join(', ') })}</Muted> : null}
          <ProfileErrorSummary errors={errors} focusRef={summary} />
          <ProfileFields
            idPrefix="self-reg"
            values={values}
            onChange={onChange}
            errors={errors}
            customFields={page.custom_fields ?? []}
            addresses={page.addresses ?? []}
            addressesLabel={page.locations_name ?? t('person.section.addresses')}
            group={group}
            photoTarget={{ url: `v1/enterprise/${encodeURIComponent(page.organisation_id)}/register-profyle/photo` }}
          />
          {supportBlock}
          <Row gap={3} justify="flex-end">
            <a href={PRODUCT_HOME} css={(theme) => ({ alignSelf: 'center', color: theme.colors.textMuted })}>
              {t('selfReg.cancel')}
            </a>
            <Button type="submit" variant="primary" loading={isLoading}>
              {isLoading ? t('selfReg.registering') : t('selfReg.register')}
            </Button>
          </Row>
        </Stack>
      </form>
    </PublicPage>
  );
};

export default RegisterProfylePage;
