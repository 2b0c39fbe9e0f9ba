import type { CommandMetadata, LayoutSettings } from '@profyle/domain';

/** A new layout: `layoutId` named by the client, or undefined for the server to make one. */
export class CreateLayoutCommand {
  constructor(
    readonly layoutId: string | undefined,
    readonly layout: LayoutSettings,
    readonly metadata: CommandMetadata,
  ) {}
}
