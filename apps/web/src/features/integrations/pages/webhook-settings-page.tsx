import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_WEBHOOK_ENDPOINT_ID, WEBHOOK_EVENT_NAMES, type WebhookSettings } from '@profyle/contracts/webhooks';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Switch, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { webhookEventKey, webhookPagePath } from '../webhook-event-label';
import { WebhookTabs } from '../webhook-tabs';
import { useGetWebhookQuery, useSaveWebhookMutation, useSendWebhookTestMutation, type WebhookSettingsInput } from '../webhooks-api';
import { HistoryPanel } from '../../history/components/history-panel';

const formOf = (settings: WebhookSettings): WebhookSettingsInput => ({ enabled: settings.enabled, url: settings.url, secret: settings.secret, events: [...settings.events] });

/** The endpoint in the route (`default` when none is named). */
export const useWebhookId = (): string => useParams<{ id: string }>().id ?? DEFAULT_WEBHOOK_ENDPOINT_ID;

/**
 * /portal/integrations/webhooks/{id}/settings: enabled, URL, signing secret and events (spec 002
 * sections 2, 3 and 5), saved with PUT; "Send test event" sends the form's URL and secret as they are,
 * saved or not. The server checks the URL (https, public address) and answers field errors.
 */
export const WebhookSettingsPage = () => {
  const t = useT();
  const id = useWebhookId();
  const { organisationId } = useSession();
  const query = useGetWebhookQuery({ organisationId, id });
  useDocumentTitle(t('webhooks.settingsTitle'));

  const header = (
    <PageHeader
      title={t('webhooks.settingsTitle')}
      subtitle={t('webhooks.settingsSubtitle')}
      crumbs={[{ label: t('nav.integrations'), to: '/portal/integrations' }, { label: t('webhooks.title') }, { label: id }]}
      actions={<WebhookTabs id={id} current="settings" />}
    />
  );
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!query.data) return (
    <>
      {header}
      <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>
    </>
  );
  return (
    <>
      {header}
      {/* Keyed by endpoint: the form starts from what is saved and keeps its edits across refetches. */}
      <WebhookForm key={`${organisationId}/${id}`} id={id} organisationId={organisationId} initial={query.data.settings} etag={query.data.etag} />
      {query.data.etag ? (
        <div css={(theme) => ({ maxWidth: 760, marginTop: theme.space(6) })}>
          <HistoryPanel streamId={`webhook-${organisationId}_${id}`} />
        </div>
      ) : null}
    </>
  );
};

const WebhookForm = ({ id, organisationId, initial, etag }: { id: string; organisationId: string; initial: WebhookSettings; etag: string | null }) => {
  const t = useT();
  const notify = useSnackbar();
  const [form, setForm] = useState<WebhookSettingsInput>(() => formOf(initial));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [lastTest, setLastTest] = useState<{ messageId: string; logId: string; message: string; ok: boolean } | null>(null);
  const [save, saving] = useSaveWebhookMutation();
  const [sendTest, testing] = useSendWebhookTestMutation();

  const change = (changes: Partial<WebhookSettingsInput>) => {
    setForm((current) => ({ ...current, ...changes }));
    setFieldErrors({});
    setFormError(null);
  };
  const toggleEvent = (name: string, on: boolean) => change({ events: on ? [...form.events, name] : form.events.filter((event) => event !== name) });

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ organisationId, id, body: form, etag });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      setFieldErrors(fields);
      setFormError(Object.keys(fields).length ? null : errorMessageOf(result.error, t('webhooks.updateError')));
      notify(t('webhooks.updateError'), 'error');
      return;
    }
    setForm(formOf(result.data.settings));
    notify(t('webhooks.updated'));
  };

  const onTest = async () => {
    setLastTest(null);
    const result = await sendTest({ organisationId, id, url: form.url, secret: form.secret });
    if ('error' in result) {
      setFieldErrors(fieldErrorsOf(result.error));
      notify(t('webhooks.testError'), 'error');
      return;
    }
    const { messageId, logId, code, isOk } = result.data;
    setLastTest({ messageId, logId, ok: isOk, message: code === 0 ? t('webhooks.status.noResponse') : `HTTP ${code}` });
    notify(isOk ? t('webhooks.testSent') : t('webhooks.testError'), isOk ? 'success' : 'error');
  };

  return (
    <Card css={{ maxWidth: 760 }}>
      <form onSubmit={onSave} noValidate>
        <Stack gap={5}>
          {initial.disabled_reason === 'gone' && !initial.enabled ? <Alert tone="warning">{t('webhooks.disabledGone')}</Alert> : null}
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <Switch label={t('webhooks.enabled')} description={t('webhooks.enabledDescription')} checked={form.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
          <TextField
            id="webhook-url"
            label={t('webhooks.url')}
            hint={t('webhooks.urlHint')}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            spellCheck={false}
            value={form.url}
            onChange={(event) => change({ url: event.target.value })}
            error={fieldErrors.url}
          />
          <TextField
            id="webhook-secret"
            label={t('webhooks.secret')}
            hint={form.secret === '' ? t('webhooks.secretNew') : t('webhooks.secretHint')}
            value={form.secret}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => change({ secret: event.target.value.trim() })}
            error={fieldErrors.secret}
            css={(theme) => ({ fontFamily: theme.font.mono })}
            trailing={
              <Button size="sm" variant="ghost" onClick={() => change({ secret: '' })}>
                {t('webhooks.generateSecret')}
              </Button>
            }
          />
          <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
            <legend css={(theme) => ({ fontWeight: 700, marginBottom: theme.space(1) })}>{t('webhooks.events')}</legend>
            <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, marginBottom: theme.space(3) })}>{t('webhooks.eventsHint')}</div>
            <Stack gap={3}>
              {WEBHOOK_EVENT_NAMES.map((name, index) => (
                <div key={name}>
                  <Switch label={<code>{name}</code>} description={t(webhookEventKey(name))} checked={form.events.includes(name)} onChange={(event) => toggleEvent(name, event.target.checked)} />
                  {fieldErrors[`events.${index}`] ? <Alert tone="danger">{fieldErrors[`events.${index}`]}</Alert> : null}
                </div>
              ))}
            </Stack>
            {fieldErrors.events ? <Alert tone="danger">{fieldErrors.events}</Alert> : null}
          </fieldset>
          {lastTest ? (
            <Alert tone={lastTest.ok ? 'success' : 'danger'} action={<Link to={`${webhookPagePath(id, 'logs')}/${encodeURIComponent(lastTest.logId)}`}>{t('webhooks.viewLog')}</Link>}>
              {t('webhooks.testResult', { messageId: lastTest.messageId, message: lastTest.message })}
            </Alert>
          ) : null}
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <Button onClick={onTest} loading={testing.isLoading} disabled={form.url.trim() === ''} disabledReason={t('webhooks.testNeedsUrl')}>
              {t('webhooks.sendTest')}
            </Button>
            <Button type="submit" variant="primary" loading={saving.isLoading}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
};

export default WebhookSettingsPage;
