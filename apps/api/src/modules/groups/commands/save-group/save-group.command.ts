import type { GroupBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

/** Creates a group (no groupId) or changes one. */
export class SaveGroupCommand {
  constructor(
    readonly groupId: string | undefined,
    readonly body: GroupBody,
    readonly metadata: CommandMetadata,
  ) {}
}
