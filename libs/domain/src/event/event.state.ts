import { assertNever } from '../shared';
import type { DummyEventSet } from './event-rules';
import type { EventDetails, EventEvent } from './event.events';

export interface EventState {
  status: 'absent' | 'created' | 'deleted';
  eventId: string;
  organisationId: string;
  details: EventDetails | null;
  sourceId: string | null;
  dummy: DummyEventSet | null;
}

export const initialEventState = (): EventState => ({ status: 'absent', eventId: '', organisationId: '', details: null, sourceId: null, dummy: null });

export const evolveEvent = (state: EventState, event: EventEvent): EventState => {
  switch (event.type) {
    case 'EventCreated': {
      const { eventId, organisationId, details, sourceId, dummy } = event.data;
      return { status: 'created', eventId, organisationId, details, sourceId, dummy };
    }
    case 'EventChanged':
      return { ...state, details: event.data.details };
    case 'EventDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
};
