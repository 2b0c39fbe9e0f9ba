import type { CommandMetadata, EventDetails } from '@profyle/domain';

export class ChangeEventCommand {
  constructor(
    readonly eventId: string,
    readonly details: EventDetails,
    readonly metadata: CommandMetadata,
    /** The directory's own change (its service endpoint). */
    readonly fromDirectory = false,
  ) {}
}

export class DeleteEventCommand {
  constructor(
    readonly eventId: string,
    readonly metadata: CommandMetadata,
    readonly fromDirectory = false,
  ) {}
}
