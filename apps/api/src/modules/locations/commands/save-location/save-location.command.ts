import type { LocationBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

/** Creates an address (no locationId) or updates one. */
export class SaveLocationCommand {
  constructor(
    readonly locationId: string | undefined,
    readonly body: LocationBody,
    readonly metadata: CommandMetadata,
  ) {}
}
