import { type ReactNode, useId } from 'react';
import type { WebhookLogSummary } from '@profyle/contracts/webhooks';
import type { IntegrationLogPart } from '@profyle/contracts/integration-log-texts';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { Alert, Badge } from '../../../shared/ui/feedback';
import { Card, CardTitle, DetailList, Stack } from '../../../shared/ui/layout';
import { logMessageText } from '../log-message';

/** One logged HTTP exchange, webhook attempt or CRM call: the fields every integration log has (spec 002 section 3). */
export interface LogEntryLike {
  id: string;
  timestamp: string;
  code: number;
  isOk: boolean;
  event: string;
  message: string;
  /** The message's sentences as data; null for entries stored before the api kept them. */
  messageParts?: readonly IntegrationLogPart[] | null;
  url: string;
  method: string;
  deleteAfter: string;
  messageId: string;
  attempt: number;
  request: { headers: Record<string, string>; body: string };
  response: { status: number; headers: Record<string, string>; body: string; truncated: boolean } | null;
}

/** OK for 200-299, the status code otherwise, "No response" when none came. */
export const LogStatus = ({ entry }: { entry: Pick<WebhookLogSummary, 'isOk' | 'code'> }) => {
  const t = useT();
  if (entry.isOk) return <Badge tone="success">{`${t('webhooks.status.ok')} ${entry.code}`}</Badge>;
  return <Badge tone="danger">{entry.code === 0 ? t('webhooks.status.noResponse') : `${t('webhooks.status.failed')} ${entry.code}`}</Badge>;
};

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
 * The entry with its request and response. `databaseRecord` (superadmins only, spec 002 section 6)
 * names where the record is stored.
 */
export const LogEntryDetails = ({ entry, databaseRecord }: { entry: LogEntryLike; databaseRecord: string | null }) => {
  const t = useT();
  const { formatDateTime, formatDateTimeSeconds } = useFormatters();
  const id = useId();
  return (
    <Stack gap={5} css={{ maxWidth: 960 }}>
      <Card>
        <DetailList
          items={[
            { label: t('webhooks.column.time'), value: formatDateTime(entry.timestamp) },
            { label: t('webhooks.column.event'), value: <code>{entry.event}</code> },
            { label: t('webhooks.column.status'), value: <LogStatus entry={entry} /> },
            { label: t('webhooks.column.message'), value: logMessageText(entry, t, formatDateTimeSeconds) },
            { label: t('webhooks.log.method'), value: entry.method },
            { label: t('webhooks.log.url'), value: <code dir="ltr">{entry.url}</code> },
            { label: t('webhooks.log.messageId'), value: <code>{entry.messageId}</code> },
            { label: t('webhooks.log.attempt'), value: String(entry.attempt) },
            { label: t('webhooks.log.deleteAfter'), value: formatDateTime(entry.deleteAfter) },
            ...(databaseRecord ? [{ label: t('webhooks.log.database'), value: <code>{databaseRecord}</code> }] : []),
          ]}
        />
      </Card>
      <Card aria-labelledby={`${id}-request`}>
        <CardTitle id={`${id}-request`}>{t('webhooks.log.request')}</CardTitle>
        <Stack gap={3}>
          <Code>{headerText(entry.request.headers)}</Code>
          {entry.request.body ? <Code>{pretty(entry.request.body)}</Code> : null}
        </Stack>
      </Card>
      <Card aria-labelledby={`${id}-response`}>
        <CardTitle id={`${id}-response`}>{t('webhooks.log.response')}</CardTitle>
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
  );
};
