import type { DummyEventSet, CommandMetadata, EventDetails } from '@profyle/domain';

/** A new event: from the portal's form, the directory (sourceId) or the superadmin's dummy data (dummy). */
export class CreateEventCommand {
  constructor(
    readonly details: EventDetails,
    readonly metadata: CommandMetadata,
    readonly origin: { sourceId?: string; dummy?: DummyEventSet; eventId?: string } = {},
  ) {}
}
