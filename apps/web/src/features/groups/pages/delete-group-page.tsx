import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { useDeleteGroupMutation, useGetGroupQuery } from '../groups-api';

/**
 * /portal/groups/{groupId}/delete: Escape cancels. A group with people cannot be deleted: the spec's
 * alert and page text say so and point to its people.
 */
export const DeleteGroupPage = () => {
  const { groupId = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const query = useGetGroupQuery({ organisationId, groupId });
  const [remove, { isLoading }] = useDeleteGroupMutation();
  const base = `/portal/groups/${encodeURIComponent(groupId)}`;
  useDocumentTitle(t('groups.deleteTitle'));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(base);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [base, navigate]);

  const group = query.data;
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  if (!group) return <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>;

  const onDelete = async () => {
    const result = await remove({ organisationId, groupId });
    if ('error' in result) {
      notify(t('groups.deleteError', { name: group.name, errorMessage: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('groups.deleted', { name: group.name }));
    navigate('/portal/groups', { replace: true });
  };

  return (
    <>
      <PageHeader title={t('groups.deleteTitle')} crumbs={[{ label: t('groups.title'), to: '/portal/groups' }, { label: group.name, to: base }, { label: t('groups.deleteTitle') }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={5}>
          {group.canDelete ? (
            <p css={{ margin: 0, lineHeight: 1.6 }}>{t('groups.deleteConfirm', { name: group.name })}</p>
          ) : (
            <>
              <Alert tone="danger">{t('groups.hasPeopleAlert', { name: group.name, count: group.people })}</Alert>
              <p css={{ margin: 0, lineHeight: 1.6 }}>{t('groups.cannotDelete')}</p>
              <LinkButton size="sm" to={`/portal/people?group=${encodeURIComponent(group.id)}`}>
                {t('groups.viewPeople')}
              </LinkButton>
            </>
          )}
          <Muted>{t('groups.deleteEscape')}</Muted>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to={base}>{t('common.cancel')}</LinkButton>
            <Button variant="danger" onClick={onDelete} loading={isLoading} disabled={!group.canDelete}>
              {t('groups.deleteSubmit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </>
  );
};

export default DeleteGroupPage;
