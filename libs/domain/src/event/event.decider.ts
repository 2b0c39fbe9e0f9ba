import { assertNever, type CommandMetadata, type Decider, DomainError, streamId } from '../shared';
import type { ChangeEvent, CreateEvent, DeleteEvent, EventCommand, EventReferences } from './event.commands';
import type { EventChanged, EventCreated, EventDeleted, EventDetails, EventEvent } from './event.events';
import { EVENT_ERROR_CODES, EVENT_MESSAGES } from './event.messages';
import { type EventState, evolveEvent, initialEventState } from './event.state';
import { changedEventFields, eventDetailsProblems, normaliseEventDetails } from './event-details';

export const EVENT_STREAM_CATEGORY = 'event';

/** `event-<uuid>` */
export const eventStreamId = (eventId: string): string => streamId(EVENT_STREAM_CATEGORY, eventId);

const notFound = () => new DomainError(EVENT_ERROR_CODES.notFound, EVENT_MESSAGES.notFound, 'not_found');

/** The event must exist, not deleted, in the organisation of the request. */
const assertEvent = (state: EventState, metadata: CommandMetadata): void => {
  if (state.status !== 'created' || state.organisationId !== metadata.organisationId) throw notFound();
};

/** The portal never changes what the directory created; the directory changes only its own events. */
const assertEditable = (state: EventState, fromDirectory: boolean): void => {
  if (state.sourceId !== null && !fromDirectory) throw new DomainError(EVENT_ERROR_CODES.fromDirectory, EVENT_MESSAGES.fromDirectory, 'forbidden');
  if (state.sourceId === null && fromDirectory) throw new DomainError(EVENT_ERROR_CODES.notFromDirectory, EVENT_MESSAGES.notFromDirectory, 'forbidden');
};

const validDetails = (details: EventDetails, references: EventReferences): EventDetails => {
  const problems = eventDetailsProblems(details, references);
  const [first] = problems;
  if (first) throw new DomainError(EVENT_ERROR_CODES.invalid, first.msg, 'validation', problems);
  return normaliseEventDetails(details);
};

const createEvent = ({ data, metadata }: CreateEvent, state: EventState): EventCreated[] => {
  if (state.status !== 'absent') throw new DomainError(EVENT_ERROR_CODES.exists, EVENT_MESSAGES.exists, 'conflict');
  const details = validDetails(data.details, data.references);
  return [
    {
      type: 'EventCreated',
      data: { eventId: data.eventId, organisationId: metadata.organisationId, details, sourceId: data.sourceId ?? null, dummy: data.dummy ?? null, createdAt: metadata.now, createdBy: metadata.actor.email ?? metadata.actor.userId },
    },
  ];
};

const changeEvent = ({ data, metadata }: ChangeEvent, state: EventState): EventChanged[] => {
  assertEvent(state, metadata);
  assertEditable(state, data.fromDirectory);
  const details = validDetails(data.details, data.references);
  const changed = changedEventFields(state.details as EventDetails, details);
  return changed.length === 0 ? [] : [{ type: 'EventChanged', data: { eventId: data.eventId, details, changed } }];
};

const deleteEvent = ({ data, metadata }: DeleteEvent, state: EventState): EventDeleted[] => {
  assertEvent(state, metadata);
  assertEditable(state, data.fromDirectory);
  return [{ type: 'EventDeleted', data: { eventId: data.eventId, name: state.details?.name ?? '' } }];
};

export const decideEvent = (command: EventCommand, state: EventState): EventEvent[] => {
  switch (command.type) {
    case 'CreateEvent':
      return createEvent(command, state);
    case 'ChangeEvent':
      return changeEvent(command, state);
    case 'DeleteEvent':
      return deleteEvent(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * An event of an organisation (spec 002 "Events"): created, changed and deleted by its admins, or by
 * the Profyle Connect directory through its service endpoint (then `sourceId` is set and the portal may
 * only read it). Its status is never stored: it follows from the clock (event-status.ts).
 */
export const eventDecider: Decider<EventCommand, EventEvent, EventState> = {
  initialState: initialEventState,
  evolve: evolveEvent,
  decide: decideEvent,
};
