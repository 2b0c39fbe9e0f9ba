import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useDeletePersonMutation } from '../people-api';
import { personName, PersonLoadState, usePersonFromRoute } from './person-page';

/** /portal/people/{personId}/delete: a confirmation, then 'Person deleted' and back to the list. */
export const DeletePersonPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { personId, query } = usePersonFromRoute();
  const [remove, { isLoading }] = useDeletePersonMutation();
  useDocumentTitle(t('person.deleteTitle'));
  const person = query.data?.person;
  if (!person) return <PersonLoadState query={query} />;
  const name = personName(person);
  const base = `/portal/people/${encodeURIComponent(personId)}`;

  const onDelete = async () => {
    const result = await remove({ organisationId, personId });
    if ('error' in result) {
      notify(t('person.deleteError', { errorMessage: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('person.deleted'));
    navigate('/portal/people', { replace: true });
  };

  return (
    <>
      <PageHeader title={t('person.deleteTitle')} crumbs={[{ label: t('people.title'), to: '/portal/people' }, { label: name, to: base }, { label: t('person.deleteTitle') }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={5}>
          <p css={{ margin: 0, lineHeight: 1.6 }}>{t('person.deleteConfirm', { name })}</p>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to={base}>{t('common.cancel')}</LinkButton>
            <Button variant="danger" onClick={onDelete} loading={isLoading}>
              {t('person.deleteSubmit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </>
  );
};

export default DeletePersonPage;
