import type { Command, CommandMetadata } from '../shared';
import type { DummyEventSet } from './event-rules';
import type { EventDetails } from './event.events';

/**
 * What the command handler found about the records the details name, inside the organisation: groups
 * and people that are not there, and whether the layout is.
 */
export interface EventReferences {
  unknownGroupIds: string[];
  unknownPeopleIds: string[];
  layoutExists: boolean;
}

export type CreateEvent = Command<
  'CreateEvent',
  { eventId: string; details: EventDetails; references: EventReferences; sourceId?: string | null; dummy?: DummyEventSet | null },
  CommandMetadata
>;
/** `fromDirectory`: the directory's own change through its service endpoint; the portal's is false. */
export type ChangeEvent = Command<'ChangeEvent', { eventId: string; details: EventDetails; references: EventReferences; fromDirectory: boolean }, CommandMetadata>;
export type DeleteEvent = Command<'DeleteEvent', { eventId: string; fromDirectory: boolean }, CommandMetadata>;

export type EventCommand = CreateEvent | ChangeEvent | DeleteEvent;
