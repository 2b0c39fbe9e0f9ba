import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NOTIFICATION_SOFT_LIMITS } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { eventHref, eventsPath, notificationHref, useGetEventQuery, useNotificationRecipientsQuery, useScheduleNotificationMutation } from '../events-api';

const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** /portal/events/{eventId}/notifications/new: who it reaches, and the form (spec 002 section 5). */
export const NewNotificationPage = () => {
  const { eventId = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const event = useGetEventQuery({ organisationId, eventId });
  const recipients = useNotificationRecipientsQuery({ organisationId, eventId });
  const [schedule, { isLoading }] = useScheduleNotificationMutation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sendTime, setSendTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useDocumentTitle(t('events.notification.newTitle'));

  // The default send time: the event's start when it is ahead and nothing is scheduled yet, else an hour from now.
  useEffect(() => {
    if (recipients.data && sendTime === '') setSendTime(toLocalInput(recipients.data.defaultSendTime));
  }, [recipients.data, sendTime]);

  if (event.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!event.data) return <Alert tone="danger">{errorMessageOf(event.error, t('events.detail.loadError'))}</Alert>;

  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t('events.notification.titleRequired');
    if (!body.trim()) found.body = t('events.notification.messageRequired');
    if (!sendTime) found.send_time = t('events.notification.sendTimeRequired');
    else if (new Date(sendTime).getTime() <= Date.now()) found.send_time = t('events.notification.sendTimeFuture');
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await schedule({ organisationId, eventId, body: { title: title.trim(), body: body.trim(), send_time: new Date(sendTime).toISOString() } });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('events.notification.createError'), 'error');
      return;
    }
    notify(t('events.notification.scheduled', { title: result.data.title }));
    navigate(notificationHref(eventId, result.data.id));
  };

  const data = recipients.data;
  return (
    <>
      <PageHeader title={t('events.notification.newTitle')} crumbs={[{ label: t('events.title'), to: eventsPath }, { label: event.data.name, to: eventHref(eventId) }, { label: t('events.notification.newTitle') }]} />
      <Stack gap={5} css={{ maxWidth: 760 }}>
        <Card>
          <CardTitle>{t('events.notification.recipients')}</CardTitle>
          {data ? (
            <>
              <p css={{ margin: 0 }}>
                {t('events.notification.recipientsCount', { count: data.total })}
                {data.total > 0 ? ` · ${t('events.notification.pushCount', { count: data.push })}` : ''}
              </p>
              {data.sample.length > 0 ? (
                <ul css={(theme) => ({ margin: theme.space(2, 0, 0), paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto', color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
                  {data.sample.map((person) => (
                    <li key={person.id}>
                      {person.name} &lt;{person.email}&gt;
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <LoadingView label={t('common.loading')} />
          )}
        </Card>
        <form onSubmit={onSubmit} noValidate aria-label={t('events.notification.newTitle')}>
          <Card>
            <Stack gap={4}>
              <TextField
                id="notification-title"
                label={t('events.notification.titleLabel')}
                required
                maxLength={100}
                value={title}
                onChange={(change) => {
                  setTitle(change.target.value);
                  setErrors((current) => ({ ...current, title: '' }));
                }}
                hint={title.trim().length > NOTIFICATION_SOFT_LIMITS.title ? t('events.notification.titleNote') : undefined}
                error={errors.title}
              />
              <TextArea
                id="notification-body"
                label={t('events.notification.message')}
                required
                rows={5}
                maxLength={2000}
                value={body}
                onChange={(change) => {
                  setBody(change.target.value);
                  setErrors((current) => ({ ...current, body: '' }));
                }}
                hint={body.trim().length > NOTIFICATION_SOFT_LIMITS.body ? t('events.notification.messageNote') : undefined}
                error={errors.body}
              />
              <TextField
                id="notification-send-time"
                type="datetime-local"
                label={t('events.notification.sendTime')}
                required
                value={sendTime}
                onChange={(change) => {
                  setSendTime(change.target.value);
                  setErrors((current) => ({ ...current, send_time: '' }));
                }}
                error={errors.send_time}
              />
              <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
                <LinkButton to={eventHref(eventId)}>{t('common.cancel')}</LinkButton>
                <Button type="submit" variant="primary" loading={isLoading}>
                  {t('events.notification.submit')}
                </Button>
              </div>
            </Stack>
          </Card>
        </form>
      </Stack>
    </>
  );
};

export default NewNotificationPage;
