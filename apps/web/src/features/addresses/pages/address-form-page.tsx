import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_LOCATION_COUNTRY, type LocationDetail } from '@profyle/contracts/locations';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Card, FieldGrid, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { ImageUpload } from '../../uploads/image-upload';
import { useGetLocationQuery, useSaveLocationMutation } from '../addresses-api';

const TEXT_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const MAX: Record<TextFieldName, number> = { name: 100, line1: 200, line2: 200, city: 100, region: 100, postcode: 20, country: 100 };

interface Values extends Record<TextFieldName, string> {
  image_url: string;
  lat: string;
  lng: string;
}

const valuesOf = (location?: LocationDetail): Values => ({
  name: location?.name ?? '',
  line1: location?.line1 ?? '',
  line2: location?.line2 ?? '',
  city: location?.city ?? '',
  region: location?.region ?? '',
  postcode: location?.postcode ?? '',
  country: location?.country ?? DEFAULT_LOCATION_COUNTRY,
  image_url: location?.image_url ?? '',
  lat: location?.lat === null || location?.lat === undefined ? '' : String(location.lat),
  lng: location?.lng === null || location?.lng === undefined ? '' : String(location.lng),
});

/** /portal/addresses/new and /portal/addresses/{id}/edit */
export const AddressFormPage = () => {
  const { locationId } = useParams();
  const t = useT();
  const { organisationId } = useSession();
  const existing = useGetLocationQuery({ organisationId, locationId: locationId ?? '' }, { skip: !locationId, refetchOnMountOrArgChange: true });
  if (!locationId) return <AddressForm key="new" />;
  if (existing.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(existing.error) === 404) return <NotFoundPage inPortal />;
  if (!existing.data) return <Alert tone="danger">{errorMessageOf(existing.error, t('common.unknownError'))}</Alert>;
  return <AddressForm key={locationId} location={existing.data} />;
};

const AddressForm = ({ location }: { location?: LocationDetail }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const label = useAddressLabel();
  const [values, setValues] = useState<Values>(valuesOf(location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveLocationMutation();
  const title = location ? t('addresses.edit', { singular: label.singular }) : t('addresses.new', { singular: label.singular });
  useDocumentTitle(title);

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!location && !values.name.trim()) found.name = t('addresses.nameRequired');
    if (!values.line1.trim()) found.line1 = t('addresses.line1Required');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = { ...values, lat: values.lat.trim() === '' ? null : Number(values.lat), lng: values.lng.trim() === '' ? null : Number(values.lng) };
    const result = await save({ organisationId, locationId: location?.id, body });
    const name = values.name.trim() || values.line1.trim();
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(location ? t('addresses.updateError') : t('addresses.createError'), 'error');
      return;
    }
    notify(location ? t('addresses.updated', { name }) : t('addresses.created', { name }));
    navigate(`/portal/addresses/${encodeURIComponent(result.data.id)}`);
  };

  const crumbs = [{ label: label.plural, to: '/portal/addresses' }, ...(location ? [{ label: location.name || location.line1, to: `/portal/addresses/${encodeURIComponent(location.id)}` }] : []), { label: title }];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <form onSubmit={onSubmit} noValidate aria-label={title} css={{ maxWidth: 760 }}>
        <Card>
          <Stack gap={5}>
            <ImageUpload
              id="address-image_url"
              label={t('addresses.image')}
              hint={t('addresses.imageHint')}
              value={values.image_url}
              onChange={(url) => set('image_url', url)}
              aspect={8 / 3}
              error={errors.image_url}
            />
            <FieldGrid>
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field}
                  id={`address-${field}`}
                  label={t(`addresses.${field}` as MessageKey)}
                  required={field === 'line1' || (field === 'name' && !location)}
                  maxLength={MAX[field]}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                  error={errors[field]}
                />
              ))}
              <TextField id="address-lat" label={t('addresses.lat')} inputMode="decimal" value={values.lat} onChange={(event) => set('lat', event.target.value)} error={errors.lat} />
              <TextField id="address-lng" label={t('addresses.lng')} inputMode="decimal" value={values.lng} onChange={(event) => set('lng', event.target.value)} error={errors.lng} />
            </FieldGrid>
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to={location ? `/portal/addresses/${encodeURIComponent(location.id)}` : '/portal/addresses'}>{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {location ? t('addresses.save') : t('addresses.create', { singular: label.singular })}
              </Button>
            </div>
          </Stack>
        </Card>
      </form>
    </>
  );
};

export default AddressFormPage;
