import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { eventHref, eventsPath, useDeleteEventMutation, useGetEventQuery } from '../events-api';

/** /portal/events/{eventId}/delete: the effects, Delete Event and Cancel; Escape cancels too. */
export const DeleteEventPage = () => {
  const { eventId = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const event = useGetEventQuery({ organisationId, eventId });
  const [remove, { isLoading }] = useDeleteEventMutation();
  useDocumentTitle(t('events.delete.title'));
  const back = eventHref(eventId);

  useEffect(() => {
    const onKey = (key: KeyboardEvent) => {
      if (key.key === 'Escape') navigate(back);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [back, navigate]);

  if (event.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(event.error) === 404) return <NotFoundPage inPortal />;
  if (!event.data) return <Alert tone="danger">{errorMessageOf(event.error, t('events.detail.loadError'))}</Alert>;
  const name = event.data.name;

  const onDelete = async () => {
    const result = await remove({ organisationId, eventId });
    if ('error' in result) {
      notify(t('events.delete.error', { name, message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('events.delete.deleted', { name }));
    navigate(eventsPath, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('events.delete.title')} crumbs={[{ label: t('events.title'), to: eventsPath }, { label: name, to: back }, { label: t('events.delete.title') }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={4}>
          {event.data.sourceId ? <Alert tone="warning">{t('events.form.directoryReadOnly')}</Alert> : null}
          <p css={{ margin: 0, lineHeight: 1.6 }}>{t('events.delete.confirm', { name })}</p>
          <div>
            <p css={{ margin: 0, fontWeight: 600 }}>{t('events.delete.effects')}</p>
            <ul css={{ margin: '8px 0 0', paddingInlineStart: 20, lineHeight: 1.6 }}>
              <li>{t('events.delete.effectLayout')}</li>
              <li>{t('events.delete.effectNotifications')}</li>
              <li>{t('events.delete.effectContacts')}</li>
            </ul>
          </div>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <LinkButton to={back}>{t('common.cancel')}</LinkButton>
            <Button variant="danger" onClick={onDelete} loading={isLoading} disabled={Boolean(event.data.sourceId)}>
              {t('events.delete.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </>
  );
};

export default DeleteEventPage;
