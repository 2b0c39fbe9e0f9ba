import type { CommandMetadata } from '@profyle/domain';

export class DeleteLayoutCommand {
  constructor(
    readonly layoutId: string,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
