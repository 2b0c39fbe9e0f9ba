import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, CardTitle, DetailList, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { webhookPagePath } from '../webhook-event-label';
import { WebhookTabs } from '../webhook-tabs';
import { useGetWebhookLogQuery } from '../webhooks-api';
import { LogStatus } from './webhook-logs-page';
import { useWebhookId } from './webhook-settings-page';

/** JSON bodies are shown indented; anything else as it came. */
const pretty = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

const Code = ({ children }: { children: ReactNode }) => (
  <pre
    dir="ltr"
    css={(theme) => ({ margin: 0, padding: theme.space(3), borderRadius: theme.radius.md, background: theme.colors.surfaceSunken, fontFamily: theme.font.mono, fontSize: theme.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}
  >
    {children}
  </pre>
);

const headerText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/**
 * /portal/integrations/webhooks/{id}/logs/{logId}: one attempt with its request and response (spec 002
 * section 3). Superadmins also see where the record is stored (spec 002 section 6).
 */
export const WebhookLogPage = () => {
  const t = useT();
  const id = useWebhookId();
  const { logId = '' } = useParams<{ logId: string }>();
  const session = useSession();
  const { formatDateTime } = useFormatters();
  const log = useGetWebhookLogQuery({ organisationId: session.organisationId, id, logId });
  useDocumentTitle(t('webhooks.logTitle'));

  const header = (
    <PageHeader
      title={t('webhooks.logTitle')}
      crumbs={[
        { label: t('nav.integrations'), to: '/portal/integrations' },
        { label: t('webhooks.title') },
        { label: id, to: webhookPagePath(id) },
        { label: t('webhooks.logsTab'), to: webhookPagePath(id, 'logs') },
        { label: logId },
      ]}
      actions={<WebhookTabs id={id} current="logs" />}
    />
  );
  if (log.isLoading) return <LoadingView label={t('common.loading')} />;
  const entry = log.data;
  if (!entry)
    return (
      <>
        {header}
        <Alert tone="danger">{statusOf(log.error) === 404 ? t('webhooks.logNotFound') : errorMessageOf(log.error, t('common.unknownError'))}</Alert>
      </>
    );

  return (
    <>
      {header}
      <Stack gap={5} css={{ maxWidth: 960 }}>
        <Card>
          <DetailList
            items={[
              { label: t('webhooks.column.time'), value: formatDateTime(entry.timestamp) },
              { label: t('webhooks.column.event'), value: <code>{entry.event}</code> },
              { label: t('webhooks.column.status'), value: <LogStatus entry={entry} /> },
              { label: t('webhooks.column.message'), value: entry.message },
              { label: t('webhooks.log.method'), value: entry.method },
              { label: t('webhooks.log.url'), value: <code dir="ltr">{entry.url}</code> },
              { label: t('webhooks.log.messageId'), value: <code>{entry.messageId}</code> },
              { label: t('webhooks.log.attempt'), value: String(entry.attempt) },
              { label: t('webhooks.log.deleteAfter'), value: formatDateTime(entry.deleteAfter) },
              ...(session.user.superadmin ? [{ label: t('webhooks.log.database'), value: <code>{`webhook_logs_v1/${entry.id}`}</code> }] : []),
            ]}
          />
        </Card>
        <Card>
          <CardTitle>{t('webhooks.log.request')}</CardTitle>
          <Stack gap={3}>
            <Code>{headerText(entry.request.headers)}</Code>
            <Code>{pretty(entry.request.body)}</Code>
          </Stack>
        </Card>
        <Card>
          <CardTitle>{t('webhooks.log.response')}</CardTitle>
          {entry.response ? (
            <Stack gap={3}>
              <Code>{`HTTP ${entry.response.status}\n${headerText(entry.response.headers)}`}</Code>
              {entry.response.body ? <Code>{pretty(entry.response.body)}</Code> : null}
              {entry.response.truncated ? <Alert tone="info">{t('webhooks.log.truncated')}</Alert> : null}
            </Stack>
          ) : (
            <Alert tone="warning">{t('webhooks.status.noResponse')}</Alert>
          )}
        </Card>
      </Stack>
    </>
  );
};

export default WebhookLogPage;
