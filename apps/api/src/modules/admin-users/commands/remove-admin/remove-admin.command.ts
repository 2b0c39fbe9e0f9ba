import type { CommandMetadata } from '@profyle/domain';

/** Take a user's access to the organisation of the metadata away (or withdraw their pending invite to it). */
export class RemoveAdminCommand {
  constructor(
    readonly userId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
