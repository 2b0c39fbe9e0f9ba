import type { CommandMetadata, LayoutSettings } from '@profyle/domain';

/** PUT: the whole layout. */
export class ReplaceLayoutCommand {
  constructor(
    readonly layoutId: string,
    readonly layout: LayoutSettings,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
