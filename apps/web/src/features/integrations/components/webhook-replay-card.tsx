import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WebhookReplayResult } from '@profyle/contracts/webhooks';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { CheckboxField, RadioCards, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetWebhookQuery, useReplayWebhookMutation } from '../webhooks-api';

type From = 'time' | 'event';

/** datetime-local's value ('2025-03-01T09:30') as an ISO instant in the browser's zone. */
const isoOf = (local: string): string | null => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : null);

/**
 * Replays the endpoint's deliveries since a time or since an event (spec 002 section 9's events, sent
 * again as the subscriber asks): signed as usual, with their original webhook-id, marked as replays in
 * the body. `?replayFrom=<webhook-id>` (the log entry page's link) starts it from that event.
 */
export const WebhookReplayCard = ({ id }: { id: string }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [params] = useSearchParams();
  const preset = params.get('replayFrom');
  const settings = useGetWebhookQuery({ organisationId, id });
  const [replay, replaying] = useReplayWebhookMutation();
  const [from, setFrom] = useState<From>(preset ? 'event' : 'time');
  const [time, setTime] = useState('');
  const [eventId, setEventId] = useState(preset ?? '');
  const [unchecked, setUnchecked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<WebhookReplayResult | null>(null);

  const endpoint = settings.data?.settings;
  const ready = endpoint?.enabled === true && endpoint.url !== '';
  const events = (endpoint?.events ?? []).filter((name) => !unchecked.includes(name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setResult(null);
    const body = from === 'time' ? { from: isoOf(time), from_event_id: null, events } : { from: null, from_event_id: eventId.trim(), events };
    const answer = await replay({ organisationId, id, body });
    if ('error' in answer) {
      const fields = fieldErrorsOf(answer.error);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessageOf(answer.error, t('webhooks.replay.error')) });
      notify(t('webhooks.replay.error'), 'error');
      return;
    }
    setResult(answer.data);
    notify(t('webhooks.replay.queued', { count: answer.data.queued }));
  };

  return (
    <Card id="replay">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('webhooks.replay.title')}>
        <CardTitle>{t('webhooks.replay.title')}</CardTitle>
        <Stack gap={4}>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('webhooks.replay.description')}</p>
          {!ready && !settings.isLoading ? <Alert tone="info">{t('webhooks.replay.disabled')}</Alert> : null}
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <RadioCards<From>
            name="replay-from"
            legend={t('webhooks.replay.start')}
            value={from}
            onChange={setFrom}
            options={[
              { value: 'time', label: t('webhooks.replay.fromTime') },
              { value: 'event', label: t('webhooks.replay.fromEvent') },
            ]}
            error={errors.from}
          />
          {from === 'time' ? (
            <TextField id="replay-time" type="datetime-local" label={t('webhooks.replay.time')} value={time} onChange={(event) => setTime(event.target.value)} max={new Date().toISOString().slice(0, 16)} />
          ) : (
            <TextField
              id="replay-event"
              label={t('webhooks.replay.eventId')}
              value={eventId}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setEventId(event.target.value)}
              error={errors.from_event_id}
              css={(theme) => ({ fontFamily: theme.font.mono })}
            />
          )}
          <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
            <legend css={(theme) => ({ fontWeight: 600, fontSize: theme.fontSize.sm, marginBottom: theme.space(2) })}>{t('webhooks.events')}</legend>
            <Stack gap={2}>
              {(endpoint?.events ?? []).map((name, index) => (
                <CheckboxField
                  key={name}
                  label={<code>{name}</code>}
                  checked={!unchecked.includes(name)}
                  onChange={(event) => setUnchecked(event.target.checked ? unchecked.filter((n) => n !== name) : [...unchecked, name])}
                  error={errors[`events.${index}`]}
                />
              ))}
            </Stack>
          </fieldset>
          {result ? (
            <Alert tone="success">
              {t('webhooks.replay.queued', { count: result.queued })}
              {result.next_event_id ? ` ${t('webhooks.replay.more', { count: result.queued, eventId: result.next_event_id })}` : ''}
            </Alert>
          ) : null}
          <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="primary" loading={replaying.isLoading} disabled={!ready || events.length === 0} disabledReason={t('webhooks.replay.disabled')}>
              {t('webhooks.replay.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
};
