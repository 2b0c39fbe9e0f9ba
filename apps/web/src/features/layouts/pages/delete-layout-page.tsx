import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useDeleteLayoutMutation, useListLayoutsQuery } from '../layouts-api';
import { layoutPath, layoutsPath, useLayoutFromRoute } from '../use-layout-route';
import { LayoutLoadState } from './layout-load-state';

/** /portal/layouts/{id}/delete: a confirmation naming the groups that fall back to the default; Escape cancels. */
export const DeleteLayoutPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId, layoutId, query, layout } = useLayoutFromRoute();
  const groups = useListLayoutsQuery({ organisationId }).data?.data.find((row) => row.id === layoutId)?.groups ?? [];
  const [remove, { isLoading }] = useDeleteLayoutMutation();
  useDocumentTitle(t('layouts.deleteTitle'));
  const back = layoutPath(layoutId);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(back);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [back, navigate]);

  if (!layout) return <LayoutLoadState query={query} />;

  const onDelete = async () => {
    const result = await remove({ organisationId, layoutId });
    if ('error' in result) {
      notify(t('layouts.deleteError', { label: layout.label, errorMessage: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('layouts.deleted', { label: layout.label }));
    navigate(layoutsPath, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('layouts.deleteTitle')} crumbs={[{ label: t('layouts.title'), to: layoutsPath }, { label: layout.label, to: back }, { label: t('layouts.deleteTitle') }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={5}>
          {layout.is_default ? (
            <Alert tone="warning">{t('layouts.defaultCannotDelete')}</Alert>
          ) : (
            <>
              <p css={{ margin: 0, lineHeight: 1.6 }}>{t('layouts.deleteConfirm', { label: layout.label })}</p>
              {groups.length > 0 ? <Alert tone="warning">{t('layouts.deleteGroups', { groups: groups.map((group) => group.name).join(', ') })}</Alert> : null}
            </>
          )}
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to={back}>{t('common.cancel')}</LinkButton>
            {layout.is_default ? null : (
              <Button variant="danger" onClick={onDelete} loading={isLoading}>
                {t('layouts.deleteSubmit')}
              </Button>
            )}
          </div>
        </Stack>
      </Card>
    </>
  );
};

export default DeleteLayoutPage;
