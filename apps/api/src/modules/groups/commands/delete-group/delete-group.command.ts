import type { CommandMetadata } from '@profyle/domain';

export class DeleteGroupCommand {
  constructor(
    readonly groupId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
