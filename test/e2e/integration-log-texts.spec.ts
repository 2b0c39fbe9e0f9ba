/**
 * The webhook and CRM logs in every language (issue 19): the api writes each log message in English as
 * sentences of known codes with values (@profyle/contracts integration-log-texts); the portal reads the
 * codes back and shows them through the catalogue. Proven: every code reads back with its values, joined
 * sentences split where they should, the server's log-writing sources word no sentence outside the codes,
 * and a German log shows no English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATION_LOG_TEXTS, type IntegrationLogCode, integrationLogText } from '@profyle/contracts';
import type { MessageKey } from '../../apps/web/src/app/i18n/en';
import { loadLanguage, type MessageParams, setActiveLanguage, translate } from '../../apps/web/src/app/i18n/runtime';
import { logMessageText, logSentences } from '../../apps/web/src/features/integrations/log-message';

const SAMPLES: Record<string, string | number> = { message: 'The URL must use HTTPS', error: 'ECONNREFUSED', seconds: 10, status: 503, reason: 'Service Unavailable', attempt: 2, attempts: 5, at: '2026-03-01T10:05:00.000Z', id: 'abc123', fields: 'email, phone', crm: 'HubSpot', account: 'Acme Ltd' };
const valuesOf = (code: IntegrationLogCode) => Object.fromEntries([...INTEGRATION_LOG_TEXTS[code].matchAll(/\{(\w+)/g)].map(([, name]) => [name, SAMPLES[name]]));

describe('the integration logs in words', () => {
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
      const text = logMessageText(
        [integrationLogText('requestFailed', { error: 'ECONNREFUSED' }), integrationLogText('exhausted', { attempt: 3 })].join('. '),
        t,
        (iso) => iso,
      );
      expect(text).toBe('Anfrage fehlgeschlagen: ECONNREFUSED. Versuch 3 fehlgeschlagen; keine Versuche mehr übrig');
      expect(logMessageText(integrationLogText('notSent', { message: 'The URL must use HTTPS' }), t, (iso) => iso)).toMatch(/^Nicht gesendet: /);
    } finally {
      setActiveLanguage('en');
    }
  });
});
