import type { CommandMetadata, LayoutFieldChange } from '@profyle/domain';

/** PATCH: one field of the layout (`field_to_update`). */
export class ChangeLayoutFieldCommand {
  constructor(
    readonly layoutId: string,
    readonly change: LayoutFieldChange,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
