import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AFFILIATE_DEFAULTS, type AffiliateBodyInput, type AffiliateView } from '@profyle/contracts/affiliates';
import { affiliateIdFromName } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, FieldGrid, PageHeader, Stack } from '../../../shared/ui/layout';
import { ImageUpload } from '../../uploads/image-upload';
import { useArchiveAffiliateMutation, useCreateAffiliateMutation, useGetAffiliateQuery, useUpdateAffiliateMutation } from '../affiliates-api';
import { CopyLinkButton, registrationLink } from './affiliates-page';

/** /portal/affiliates/new and /portal/affiliates/{id} (superadmin). */
export const AffiliateFormPage = () => {
  const { affiliateId } = useParams();
  const t = useT();
  const existing = useGetAffiliateQuery(affiliateId ?? '', { skip: !affiliateId, refetchOnMountOrArgChange: true });
  if (!affiliateId) return <AffiliateForm key="new" />;
  if (existing.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(existing.error) === 404) return <Alert tone="danger">{t('affiliates.notFound')}</Alert>;
  if (!existing.data) return <Alert tone="danger">{errorMessageOf(existing.error, t('common.unknownError'))}</Alert>;
  return <AffiliateForm key={affiliateId} affiliate={existing.data} />;
};

type NumberField = 'trial_duration' | 'subscriptions' | 'discount' | 'max_uses';
const NUMBER_FIELDS: NumberField[] = ['trial_duration', 'subscriptions', 'discount', 'max_uses'];

const valuesOf = (affiliate?: AffiliateView) => ({
  id: '',
  name: affiliate?.name ?? '',
  offer_text: affiliate?.offer_text ?? '',
  trial: affiliate?.trial ?? AFFILIATE_DEFAULTS.trial,
  trial_duration: String(affiliate?.trial_duration ?? AFFILIATE_DEFAULTS.trialDuration),
  subscriptions: String(affiliate?.subscriptions ?? AFFILIATE_DEFAULTS.subscriptions),
  discount: String(affiliate?.discount ?? AFFILIATE_DEFAULTS.discount),
  max_uses: String(affiliate?.max_uses ?? AFFILIATE_DEFAULTS.maxUses),
  expires_at: affiliate?.expires_at?.slice(0, 10) ?? '',
  logo_image: affiliate?.logo_image ?? '',
  hero_image: affiliate?.hero_image ?? '',
  collect_shipping: affiliate?.collect_shipping ?? AFFILIATE_DEFAULTS.collectShipping,
});

const AffiliateForm = ({ affiliate }: { affiliate?: AffiliateView }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const [values, setValues] = useState(() => valuesOf(affiliate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateAffiliateMutation();
  const [update, updating] = useUpdateAffiliateMutation();
  const [archive, archiving] = useArchiveAffiliateMutation();
  const title = affiliate ? t('affiliates.edit') : t('affiliates.new');
  useDocumentTitle(affiliate ? `${title}: ${affiliate.name}` : title);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = t('affiliates.nameRequired');
    for (const field of NUMBER_FIELDS) if (values[field].trim() === '' || Number.isNaN(Number(values[field]))) found[field] = t('affiliates.numberRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: AffiliateBodyInput = {
      name: values.name,
      offer_text: values.offer_text,
      trial: values.trial,
      trial_duration: Number(values.trial_duration),
      subscriptions: Number(values.subscriptions),
      discount: Number(values.discount),
      max_uses: Number(values.max_uses),
      // The end of the chosen day where the superadmin is: the offer applies all of that day.
      expires_at: values.expires_at ? new Date(`${values.expires_at}T23:59:59`).toISOString() : null,
      logo_image: values.logo_image,
      hero_image: values.hero_image,
      collect_shipping: values.collect_shipping,
    };
    const result = affiliate ? await update({ affiliateId: affiliate.id, body }) : await create({ ...body, ...(values.id.trim() ? { id: values.id.trim() } : {}) });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(`${affiliate ? t('affiliates.updateError') : t('affiliates.createError')}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
      return;
    }
    notify(t(affiliate ? 'affiliates.updated' : 'affiliates.created', { name: values.name.trim() }));
    navigate('/portal/affiliates');
  };

  const onArchive = async () => {
    if (!affiliate) return;
    const result = await archive({ affiliateId: affiliate.id, archived: !affiliate.archived });
    if ('error' in result) notify(t('affiliates.archiveError'), 'error');
    else notify(t(affiliate.archived ? 'affiliates.unarchived' : 'affiliates.archived', { name: affiliate.name }));
  };

  const derivedId = affiliateIdFromName(values.name) || '…';
  return (
    <>
      <PageHeader
        title={affiliate ? affiliate.name : title}
        crumbs={[{ label: t('affiliates.title'), to: '/portal/affiliates' }, { label: title }]}
        actions={
          affiliate ? (
            <Button variant={affiliate.archived ? 'secondary' : 'danger'} loading={archiving.isLoading} onClick={() => void onArchive()}>
              {affiliate.archived ? t('affiliates.unarchive') : t('affiliates.archive')}
            </Button>
          ) : null
        }
      />
      <form onSubmit={onSubmit} noValidate aria-label={title} css={{ maxWidth: 860 }}>
        <Stack gap={6}>
          {affiliate?.archived ? <Alert tone="warning">{t('affiliates.archivedNote')}</Alert> : null}
          <Card>
            <Stack gap={5}>
              <CardTitle>{t('affiliates.details')}</CardTitle>
              <FieldGrid>
                <TextField id="affiliate-name" label={t('affiliates.name')} required maxLength={100} value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} />
                {affiliate ? (
                  <TextField id="affiliate-id" label={t('affiliates.id')} value={affiliate.id} readOnly hint={t('affiliates.idFixed')} />
                ) : (
                  <TextField id="affiliate-id" label={t('affiliates.id')} maxLength={40} value={values.id} onChange={(event) => set('id', event.target.value)} hint={t('affiliates.idHint', { id: derivedId })} error={errors.id} />
                )}
              </FieldGrid>
              <TextArea id="affiliate-offer_text" label={t('affiliates.offerText')} hint={t('affiliates.offerTextHint')} maxLength={1000} rows={3} value={values.offer_text} onChange={(event) => set('offer_text', event.target.value)} error={errors.offer_text} />
              <Switch id="affiliate-trial" label={t('affiliates.trial')} description={t('affiliates.trialDescription')} checked={values.trial} onChange={(event) => set('trial', event.target.checked)} />
              <FieldGrid>
                <TextField id="affiliate-trial_duration" type="number" min={1} max={365} step={1} label={t('affiliates.trialDuration')} required value={values.trial_duration} onChange={(event) => set('trial_duration', event.target.value)} error={errors.trial_duration} />
                <TextField id="affiliate-subscriptions" type="number" min={0} step={1} label={t('affiliates.subscriptions')} required value={values.subscriptions} onChange={(event) => set('subscriptions', event.target.value)} error={errors.subscriptions} />
                <TextField id="affiliate-discount" type="number" min={0} max={100} step={0.5} label={t('affiliates.discount')} required value={values.discount} onChange={(event) => set('discount', event.target.value)} error={errors.discount} />
                <TextField id="affiliate-max_uses" type="number" min={0} step={1} label={t('affiliates.maxUses')} hint={t('affiliates.maxUsesHint')} required value={values.max_uses} onChange={(event) => set('max_uses', event.target.value)} error={errors.max_uses} />
                <TextField id="affiliate-expires_at" type="date" label={t('affiliates.expiresAt')} hint={t('affiliates.expiresAtHint')} value={values.expires_at} onChange={(event) => set('expires_at', event.target.value)} error={errors.expires_at} />
              </FieldGrid>
              <Switch id="affiliate-collect_shipping" label={t('affiliates.collectShipping')} description={t('affiliates.collectShippingDescription')} checked={values.collect_shipping} onChange={(event) => set('collect_shipping', event.target.checked)} />
            </Stack>
          </Card>
          <Card>
            <Stack gap={5}>
              <CardTitle>{t('affiliates.images')}</CardTitle>
              <FieldGrid>
                <ImageUpload id="affiliate-logo_image" label={t('affiliates.logoImage')} hint={t('affiliates.logoImageHint')} aspect={8 / 3} value={values.logo_image} onChange={(url) => set('logo_image', url)} error={errors.logo_image} />
                <ImageUpload id="affiliate-hero_image" label={t('affiliates.heroImage')} hint={t('affiliates.heroImageHint')} aspect={4 / 3} value={values.hero_image} onChange={(url) => set('hero_image', url)} error={errors.hero_image} />
              </FieldGrid>
            </Stack>
          </Card>
          {affiliate ? (
            <Card>
              <CardTitle>{t('affiliates.link')}</CardTitle>
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
                <code>{registrationLink(affiliate.registration_path)}</code>
                <CopyLinkButton affiliate={affiliate} />
              </span>
            </Card>
          ) : null}
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to="/portal/affiliates">{t('common.cancel')}</LinkButton>
            <Button type="submit" variant="primary" loading={creating.isLoading || updating.isLoading}>
              {affiliate ? t('affiliates.save') : t('affiliates.create')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
};

export default AffiliateFormPage;
