import type { CommandMetadata } from '@profyle/domain';

export class DeleteLocationCommand {
  constructor(
    readonly locationId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
