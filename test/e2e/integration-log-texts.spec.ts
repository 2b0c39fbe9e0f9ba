/**
 * The webhook and CRM logs in every language (issue 19): the api writes each log message in English as
 * sentences of known codes with values (@profyle/contracts integration-log-texts) and keeps the same
 * sentences as data (`messageParts`); the portal shows the parts through the catalogue, and reads the
 * codes back from the English only for entries stored before the parts were kept. Proven: the message
 * and its parts are made from one list and say the same, every code reads back with its values, joined
 * sentences split where they should, the server's log-writing sources word no sentence outside the
 * codes, the portal uses the parts when there are some, and a German log shows no English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { integrationLogMessage, integrationLogPart, INTEGRATION_LOG_TEXTS, type IntegrationLogCode, integrationLogText } from '@profyle/contracts';
import type { MessageKey } from '../../apps/web/src/app/i18n/en';
import { loadLanguage, type MessageParams, setActiveLanguage, translate } from '../../apps/web/src/app/i18n/runtime';
import { entrySentences, logMessageText, logSentences } from '../../apps/web/src/features/integrations/log-message';

const SAMPLES: Record<string, string | number> = { message: 'The URL must use HTTPS', error: 'ECONNREFUSED', seconds: 10, status: 503, reason: 'Service Unavailable', attempt: 2, attempts: 5, at: '2026-03-01T10:05:00.000Z', id: 'abc123', fields: 'email, phone', crm: 'HubSpot', account: 'Acme Ltd' };
const valuesOf = (code: IntegrationLogCode) => Object.fromEntries([...INTEGRATION_LOG_TEXTS[code].matchAll(/\{(\w+)/g)].map(([, name]) => [name, SAMPLES[name]]));

describe('the integration logs in words', () => {
  test('a message and its parts come from one list: the English joins the parts, the parts keep only the values their text names', () => {
    for (const code of Object.keys(INTEGRATION_LOG_TEXTS) as IntegrationLogCode[]) {
      const values = valuesOf(code);
      expect(integrationLogMessage([integrationLogPart(code, { ...SAMPLES, ...values })])).toEqual({ message: integrationLogText(code, values), messageParts: [{ code, values }] });
    }
    const parts = [integrationLogPart('httpStatus', { status: 500, reason: '' }), integrationLogPart('replay', { id: 'r1' }), integrationLogPart('exhausted', { attempt: 3 })];
    expect(integrationLogMessage(parts)).toEqual({
      message: 'HTTP 500. Replay r1. Attempt 3 failed; no attempts left',
      messageParts: [
        { code: 'httpStatus', values: { status: 500 } },
        { code: 'replay', values: { id: 'r1' } },
        { code: 'exhausted', values: { attempt: 3 } },
      ],
    });
    expect(integrationLogPart('httpStatusReason', { status: 204 })).toEqual({ code: 'httpStatusReason', values: { status: 204, reason: '' } });
    expect(integrationLogMessage([])).toEqual({ message: '', messageParts: [] });
  });

  test("the portal shows an entry's parts when it has them, and reads the English back only for an entry stored before", () => {
    // A receiver's reason that looks like two sentences: the English cannot be read back, the parts can.
    const tricky = integrationLogMessage([integrationLogPart('httpStatusReason', { status: 500, reason: 'Replay r1. Oops' })]);
    expect(entrySentences(tricky).map((part) => [part.code, part.values])).toEqual([['httpStatusReason', { status: 500, reason: 'Replay r1. Oops' }]]);
    const older = integrationLogMessage([integrationLogPart('requestFailed', { error: 'ECONNREFUSED' }), integrationLogPart('exhausted', { attempt: 3 })]);
    expect(entrySentences({ message: older.message, messageParts: null }).map((part) => [part.code, part.values])).toEqual(older.messageParts.map((part) => [part.code, part.values]));
    expect(entrySentences({ message: older.message }).map((part) => part.code)).toEqual(['requestFailed', 'exhausted']);
    const t = (key: MessageKey, params?: MessageParams) => `${key}${JSON.stringify(params ?? {})}`;
    expect(logMessageText({ message: 'ignored when there are parts', messageParts: [integrationLogPart('retryAt', { attempt: 1, at: '2026-03-01T10:05:00.000Z' })] }, t, () => 'soon')).toBe(
      'integrations.log.retryAt{"attempt":1,"at":"soon"}',
    );
  });

  test('every code reads back from its English with its values', () => {
    for (const code of Object.keys(INTEGRATION_LOG_TEXTS) as IntegrationLogCode[]) {
      const values = valuesOf(code);
      expect([code, logSentences(integrationLogText(code, values)).map((part) => [part.code, part.values])]).toEqual([code, [[code, values]]]);
    }
  });

  test('joined sentences split into their codes; text from elsewhere stays as it came', () => {
    const message = [integrationLogText('httpStatusReason', { status: 503, reason: 'Service Unavailable' }), integrationLogText('replay', { id: 'r1' }), integrationLogText('retryAt', { attempt: 2, at: '2026-03-01T10:05:00.000Z' })].join('. ');
    expect(logSentences(message).map((part) => part.code)).toEqual(['httpStatusReason', 'replay', 'retryAt']);
    expect(logSentences('Something else. Entirely').map((part) => part.code)).toEqual([null]);
  });

  test('the servers write log sentences only through the codes', () => {
    const root = join(__dirname, '../..');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [join(dir, name)] : []));
    const sources = ['libs/infrastructure/src/webhooks', 'libs/infrastructure/src/crm', 'apps/projector/src/consumers/webhooks', 'apps/projector/src/consumers/crm-sync', 'apps/api/src/modules/crm', 'apps/api/src/modules/webhooks'].flatMap((dir) => files(join(root, dir)));
    const offending = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bnote\(\s*[`'"]|\bnotes\.set\([^,]+,\s*[`'"]|\bthis\.log\([^)]*,\s*[`'"][^`'"]*[`'"]\)|\.(?:then|catch)\([^)]*\)\s*=>\s*[`'"]/g)].map((match) => `${file.slice(root.length + 1)}: ${match[0]}`),
    );
    expect(offending).toEqual([]);
  });

  test('a German log shows no English', async () => {
    await loadLanguage('de');
    setActiveLanguage('de');
    try {
      const t = (key: MessageKey, params?: MessageParams) => translate('de', key, params);
      const entry = integrationLogMessage([integrationLogPart('requestFailed', { error: 'ECONNREFUSED' }), integrationLogPart('exhausted', { attempt: 3 })]);
      const german = 'Anfrage fehlgeschlagen: ECONNREFUSED. Versuch 3 fehlgeschlagen; keine Versuche mehr übrig';
      expect(logMessageText(entry, t, (iso) => iso)).toBe(german);
      // An entry stored before the parts were kept: read back from its English, the same words.
      expect(logMessageText({ message: entry.message, messageParts: null }, t, (iso) => iso)).toBe(german);
      expect(logMessageText(integrationLogMessage([integrationLogPart('notSent', { message: 'The URL must use HTTPS' })]), t, (iso) => iso)).toMatch(/^Nicht gesendet: /);
      expect(logMessageText({ message: integrationLogText('notSent', { message: 'The URL must use HTTPS' }) }, t, (iso) => iso)).toMatch(/^Nicht gesendet: /);
    } finally {
      setActiveLanguage('en');
    }
  });
});
