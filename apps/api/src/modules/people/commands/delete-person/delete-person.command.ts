import type { CommandMetadata } from '@profyle/domain';

export class DeletePersonCommand {
  constructor(
    readonly personId: string,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
