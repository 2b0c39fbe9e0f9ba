import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { EventNotificationCommand } from './event-notification.commands';
import { eventNotificationDecider, eventNotificationStreamId } from './event-notification.decider';
import type { DeliveryLog, EventNotificationEvent, EventNotificationScheduled } from './event-notification.events';
import { EVENT_NOTIFICATION_ERROR_CODES as CODES } from './event-notification.messages';
import { defaultSendTime, notificationTextNotes } from './event-notification-text';

const spec = deciderSpec(eventNotificationDecider);
const ORG = 'acme';
const now = '2026-03-01T10:00:00.000Z';
const metadata = (at = now): CommandMetadata => ({ organisationId: ORG, actor: { userId: 'u1', email: 'admin@acme.example' }, correlationId: 'c1', now: at });
const later = '2026-03-01T11:00:00.000Z';

const scheduled = (changes: Partial<EventNotificationScheduled['data']> = {}): EventNotificationScheduled => ({
  type: 'EventNotificationScheduled',
  data: { notificationId: 'n1', eventId: 'e1', organisationId: ORG, title: 'Doors open', body: 'Come to hall B', sendTime: later, scheduledAt: now, scheduledBy: 'admin@acme.example', ...changes },
});
const command = (type: EventNotificationCommand['type'], data: object, at = now): EventNotificationCommand => ({ type, data: { notificationId: 'n1', eventId: 'e1', ...data }, metadata: metadata(at) }) as EventNotificationCommand;
const claimed = (worker = 'w1', attempt = 1, at = later): EventNotificationEvent => ({
  type: 'EventNotificationClaimed',
  data: { notificationId: 'n1', worker, attempt, claimedAt: at, leaseUntil: new Date(Date.parse(at) + 60_000).toISOString() },
});
const log = (id: string): DeliveryLog => ({ id, email: `${id}@acme.example`, timestamp: later, pushStatus: 'unavailable', emailStatus: 'sent' });

describe('eventNotificationDecider', () => {
  it('names its stream eventnotification-<id>', () => {
    expect(eventNotificationStreamId('n1')).toBe('eventnotification-n1');
  });

  describe('scheduling', () => {
    it('schedules a notification with its texts trimmed, pending', () => {
      spec.given().when(command('ScheduleEventNotification', { title: ' Doors open ', body: ' Come to hall B ', sendTime: '2026-03-01T12:00:00+01:00', eventFound: true })).then(scheduled());
    });

    it("refuses blank texts and a missing or past send time with the spec's messages", () => {
      const error = spec.given().when(command('ScheduleEventNotification', { title: ' ', body: '', sendTime: '', eventFound: true })).thenThrows(CODES.invalid, 'Title is required');
      expect(error.errors).toEqual([
        { path: 'title', msg: 'Title is required' },
        { path: 'body', msg: 'Message is required' },
        { path: 'send_time', msg: 'Send time is required' },
      ]);
      expect(spec.given().when(command('ScheduleEventNotification', { title: 'a', body: 'b', sendTime: now, eventFound: true })).thenThrows(CODES.invalid).errors).toEqual([{ path: 'send_time', msg: 'Send time must be in the future' }]);
    });

    it('needs its event', () => {
      spec.given().when(command('ScheduleEventNotification', { title: 'a', body: 'b', sendTime: later, eventFound: false })).thenThrows('event.not_found');
    });

    it('notes long titles (over 26) and messages (over 170) without refusing them', () => {
      expect(notificationTextNotes({ title: 'x'.repeat(26), body: 'y'.repeat(170) })).toEqual([]);
      expect(notificationTextNotes({ title: 'x'.repeat(27), body: 'y'.repeat(171) }).map((note) => note.path)).toEqual(['title', 'body']);
    });

    it('starts at the event start when it is ahead and nothing is scheduled yet, else in an hour', () => {
      expect(defaultSendTime(now, '2026-03-05T09:00:00.000Z', 0)).toBe('2026-03-05T09:00:00.000Z');
      expect(defaultSendTime(now, '2026-03-05T09:00:00.000Z', 1)).toBe(later);
      expect(defaultSendTime(now, '2026-02-05T09:00:00.000Z', 0)).toBe(later);
    });
  });

  describe('changing and cancelling', () => {
    it('changes a pending notification', () => {
      spec.given(scheduled()).when(command('ChangeEventNotification', { title: 'Doors open soon', body: 'Come to hall B', sendTime: later })).then({ type: 'EventNotificationChanged', data: { notificationId: 'n1', title: 'Doors open soon', body: 'Come to hall B', sendTime: later } });
    });

    it('cancels only while pending', () => {
      spec.given(scheduled()).when(command('CancelEventNotification', {})).then({ type: 'EventNotificationCancelled', data: { notificationId: 'n1', cancelledAt: now, cancelledBy: 'admin@acme.example' } });
      spec.given(scheduled(), { type: 'EventNotificationCancelled', data: { notificationId: 'n1', cancelledAt: now, cancelledBy: 'x' } }).when(command('CancelEventNotification', {})).thenThrows(CODES.notPending);
      spec.given(scheduled(), claimed()).when(command('CancelEventNotification', {})).thenThrows(CODES.notPending, 'Only a pending notification can be changed or cancelled');
      spec.given(scheduled(), claimed(), { type: 'EventNotificationSent', data: { notificationId: 'n1', worker: 'w1', sentAt: later, recipients: 1 } }).when(command('CancelEventNotification', {})).thenThrows(CODES.notPending);
      spec.given(scheduled(), claimed()).when(command('ChangeEventNotification', { title: 'a', body: 'b', sendTime: later })).thenThrows(CODES.notPending);
    });

    it('answers not found under another event or organisation', () => {
      spec.given(scheduled()).when({ ...command('CancelEventNotification', {}), data: { notificationId: 'n1', eventId: 'e2' } } as EventNotificationCommand).thenThrows(CODES.notFound);
      spec.given(scheduled({ organisationId: 'other' })).when(command('CancelEventNotification', {})).thenThrows(CODES.notFound);
    });
  });

  describe('sending', () => {
    const claim = (worker: string, at: string) => command('ClaimEventNotification', { worker, leaseMs: 60_000 }, at);

    it('is claimed by a worker once due, and not before', () => {
      spec.given(scheduled()).when(claim('w1', '2026-03-01T10:59:59.999Z')).thenThrows(CODES.notDue);
      spec.given(scheduled()).when(claim('w1', later)).then(claimed('w1', 1, later));
    });

    it('cannot be claimed while another worker holds it, nor once cancelled or sent', () => {
      spec.given(scheduled(), claimed()).when(claim('w2', '2026-03-01T11:00:30.000Z')).thenThrows(CODES.notDue);
      spec.given(scheduled(), { type: 'EventNotificationCancelled', data: { notificationId: 'n1', cancelledAt: now, cancelledBy: 'x' } }).when(claim('w2', later)).thenThrows(CODES.notDue);
    });

    it('is taken over when the claim ran out, and given up after five attempts', () => {
      spec.given(scheduled(), claimed()).when(claim('w2', '2026-03-01T11:01:00.000Z')).then(claimed('w2', 2, '2026-03-01T11:01:00.000Z'));
      const five = [1, 2, 3, 4, 5].map((n) => claimed(`w${n}`, n));
      spec.given(scheduled(), ...five).when(claim('w6', '2026-03-01T12:00:00.000Z')).then({ type: 'EventNotificationFailed', data: { notificationId: 'n1', worker: null, failedAt: '2026-03-01T12:00:00.000Z', error: 'Sending stopped 5 times: given up' } });
    });

    const started = (ids: string[], worker = 'w1'): EventNotificationEvent => ({ type: 'EventNotificationBatchStarted', data: { notificationId: 'n1', worker, leaseUntil: later, recipients: ids } });
    const delivered = (ids: string[], worker = 'w1'): EventNotificationEvent => ({ type: 'EventNotificationDelivered', data: { notificationId: 'n1', worker, leaseUntil: later, deliveries: ids.map(log) } });
    const start = (worker: string, ids: string[]) => command('StartNotificationBatch', { worker, leaseMs: 60_000, recipients: ids }, '2026-03-01T11:00:10.000Z');

    it('starts a batch before serving it, renewing the claim; a recipient is started once, ever', () => {
      spec
        .given(scheduled(), claimed())
        .when(start('w1', ['p1', 'p2', 'p2']))
        .then({ type: 'EventNotificationBatchStarted', data: { notificationId: 'n1', worker: 'w1', leaseUntil: '2026-03-01T11:01:10.000Z', recipients: ['p1', 'p2'] } });
      // p1 was served, p2 was started by a worker that then stopped: neither is started again, even by the next worker.
      spec
        .given(scheduled(), claimed(), started(['p1', 'p2']), delivered(['p1']), claimed('w2', 2, '2026-03-01T11:02:00.000Z'))
        .when(start('w2', ['p1', 'p2', 'p3']))
        .then({ type: 'EventNotificationBatchStarted', data: { notificationId: 'n1', worker: 'w2', leaseUntil: '2026-03-01T11:01:10.000Z', recipients: ['p3'] } });
      spec.given(scheduled(), claimed(), started(['p1'])).when(start('w1', ['p1'])).then();
      spec.given(scheduled(), claimed('w2', 2)).when(start('w1', ['p3'])).thenThrows(CODES.notClaimed);
    });

    it('records deliveries of started recipients only, by the worker holding it, each recipient once, renewing the claim', () => {
      const record = (worker: string, ids: string[]) => command('RecordNotificationDeliveries', { worker, leaseMs: 60_000, deliveries: ids.map(log) }, '2026-03-01T11:00:10.000Z');
      spec
        .given(scheduled(), claimed(), started(['p1', 'p2']), delivered(['p1']))
        .when(record('w1', ['p1', 'p2', 'p2']))
        .then({ type: 'EventNotificationDelivered', data: { notificationId: 'n1', worker: 'w1', leaseUntil: '2026-03-01T11:01:10.000Z', deliveries: [log('p2')] } });
      spec.given(scheduled(), claimed(), started(['p1'])).when(record('w1', ['p1', 'p4'])).thenThrows(CODES.notStarted, 'A delivery can only be recorded for a recipient whose batch was started');
      spec.given(scheduled(), claimed('w2', 2), started(['p3'], 'w2')).when(record('w1', ['p3'])).thenThrows(CODES.notClaimed);
    });

    it('keeps the recipients of an interrupted batch in doubt for the worker taking over', () => {
      const state = [scheduled(), claimed(), started(['p1', 'p2', 'p3']), delivered(['p1']), claimed('w2', 2, '2026-03-01T11:02:00.000Z')].reduce(eventNotificationDecider.evolve, eventNotificationDecider.initialState());
      expect({ delivered: [...state.delivered], started: [...state.started], worker: state.worker }).toEqual({ delivered: ['p1'], started: ['p2', 'p3'], worker: 'w2' });
    });

    it('ends sent or in error, by the worker holding it only', () => {
      spec.given(scheduled(), claimed()).when(command('CompleteEventNotification', { worker: 'w1', recipients: 3 }, later)).then({ type: 'EventNotificationSent', data: { notificationId: 'n1', worker: 'w1', sentAt: later, recipients: 3 } });
      spec.given(scheduled(), claimed()).when(command('FailEventNotification', { worker: 'w1', error: 'mail down' }, later)).then({ type: 'EventNotificationFailed', data: { notificationId: 'n1', worker: 'w1', failedAt: later, error: 'mail down' } });
      spec.given(scheduled(), claimed('w2', 2)).when(command('CompleteEventNotification', { worker: 'w1', recipients: 3 }, later)).thenThrows(CODES.notClaimed);
    });
  });
});
