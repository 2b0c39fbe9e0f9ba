import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { useDeleteLocationMutation, useGetLocationQuery } from '../addresses-api';
import { UsedBy } from './address-page';

/** /portal/addresses/{id}/delete: an address in use says who uses it and cannot be deleted. */
export const DeleteAddressPage = () => {
  const { locationId = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const label = useAddressLabel();
  const query = useGetLocationQuery({ organisationId, locationId });
  const [remove, { isLoading }] = useDeleteLocationMutation();
  const title = t('addresses.deleteTitle', { singular: label.singular });
  useDocumentTitle(title);
  const location = query.data;
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  if (!location) return <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>;
  const name = location.name || location.line1;
  const base = `/portal/addresses/${encodeURIComponent(location.id)}`;
  const inUse = location.used_by.groups.length + location.used_by.people.length > 0;

  const onDelete = async () => {
    const result = await remove({ organisationId, locationId });
    if ('error' in result) {
      notify(t('addresses.deleteError', { name, errorMessage: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('addresses.deleted', { name }));
    navigate('/portal/addresses', { replace: true });
  };

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: label.plural, to: '/portal/addresses' }, { label: name, to: base }, { label: title }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={5}>
          {inUse ? (
            <>
              <Alert tone="warning">{t('addresses.deleteInUse', { singular: label.singularInText })}</Alert>
              <UsedBy used={location.used_by} />
            </>
          ) : (
            <p css={{ margin: 0, lineHeight: 1.6 }}>{t('addresses.deleteConfirm', { name })}</p>
          )}
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to={base}>{t('common.cancel')}</LinkButton>
            <Button variant="danger" onClick={onDelete} loading={isLoading} disabled={inUse}>
              {t('addresses.deleteSubmit', { singular: label.singularInText })}
            </Button>
          </div>
        </Stack>
      </Card>
    </>
  );
};

export default DeleteAddressPage;
