import { assertNever } from '../shared';
import type { EventNotificationEvent, EventNotificationStatus } from './event-notification.events';

export interface EventNotificationState {
  exists: boolean;
  notificationId: string;
  organisationId: string;
  eventId: string;
  title: string;
  body: string;
  sendTime: string;
  status: EventNotificationStatus;
  worker: string | null;
  leaseUntil: string | null;
  attempts: number;
  /** Recipients already served (person ids): a worker taking over skips them. */
  delivered: ReadonlySet<string>;
  /**
   * Recipients of a started batch whose delivery is not recorded (person ids): while their worker holds
   * the claim they are being served; after a takeover they are in doubt and never sent to again.
   */
  started: ReadonlySet<string>;
}

export const initialEventNotificationState = (): EventNotificationState => ({
  exists: false,
  notificationId: '',
  organisationId: '',
  eventId: '',
  title: '',
  body: '',
  sendTime: '',
  status: 'pending',
  worker: null,
  leaseUntil: null,
  attempts: 0,
  delivered: new Set(),
  started: new Set(),
});

export const evolveEventNotification = (state: EventNotificationState, event: EventNotificationEvent): EventNotificationState => {
  switch (event.type) {
    case 'EventNotificationScheduled': {
      const { notificationId, organisationId, eventId, title, body, sendTime } = event.data;
      return { ...state, exists: true, notificationId, organisationId, eventId, title, body, sendTime, status: 'pending' };
    }
    case 'EventNotificationChanged':
      return { ...state, title: event.data.title, body: event.data.body, sendTime: event.data.sendTime };
    case 'EventNotificationCancelled':
      return { ...state, status: 'cancelled' };
    case 'EventNotificationClaimed':
      return { ...state, status: 'sending', worker: event.data.worker, leaseUntil: event.data.leaseUntil, attempts: event.data.attempt };
    case 'EventNotificationBatchStarted': {
      const started = new Set(state.started);
      for (const recipient of event.data.recipients) started.add(recipient);
      return { ...state, leaseUntil: event.data.leaseUntil, started };
    }
    case 'EventNotificationDelivered': {
      const delivered = new Set(state.delivered);
      const started = new Set(state.started);
      for (const delivery of event.data.deliveries) {
        delivered.add(delivery.id);
        started.delete(delivery.id);
      }
      return { ...state, leaseUntil: event.data.leaseUntil, delivered, started };
    }
    case 'EventNotificationSent':
      return { ...state, status: 'sent', leaseUntil: null };
    case 'EventNotificationFailed':
      return { ...state, status: 'error', leaseUntil: null };
    default:
      return assertNever(event);
  }
};

/** Only a pending notification can be cancelled (spec 002 section 4). */
export const canCancelNotification = (status: EventNotificationStatus): boolean => status === 'pending';

/** Due: pending and its time has come, or being sent by a worker whose claim ran out (it stopped). */
export const isNotificationDue = (state: Pick<EventNotificationState, 'status' | 'sendTime' | 'leaseUntil'>, now: string): boolean =>
  (state.status === 'pending' && state.sendTime <= now) || (state.status === 'sending' && state.leaseUntil !== null && state.leaseUntil <= now);
