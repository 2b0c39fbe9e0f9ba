import { Inject, Injectable } from '@nestjs/common';
import type { LayoutView } from '@profyle/contracts';
import { type CommandMetadata, type LayoutCommand, layoutDecider, layoutStreamId, type LayoutSurroundings } from '@profyle/domain';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { LayoutReader, viewOfState } from './layout-views';

export interface LayoutCommandResult {
  view: LayoutView;
  /** The layout stream's revision (its ETag), null while the default layout is only derived. */
  revision: number | null;
}

/**
 * The one way a layout command runs: the surroundings the decider needs (custom themes, the derived
 * default), the command shell, read-your-writes, and the layout as it now is for the answer.
 */
@Injectable()
export class LayoutCommandRunner {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(LayoutReader) private readonly reader: LayoutReader,
  ) {}

  async run(layoutId: string, metadata: CommandMetadata, ifMatch: number | undefined, command: (surroundings: LayoutSurroundings) => LayoutCommand): Promise<LayoutCommandResult> {
    const surroundings = await this.reader.surroundings(metadata.organisationId);
    const streamId = layoutStreamId(metadata.organisationId, layoutId);
    const executed = await this.shell.execute({ streamId, decider: layoutDecider, command: command(surroundings), ifMatch });
    await this.runtime.awaitProjections(executed.position);
    const { state, revision } = await this.shell.load(streamId, layoutDecider);
    const stored = await this.reader.stored(metadata.organisationId, layoutId);
    return { view: viewOfState(state, surroundings, layoutId, stored?.meta ?? null), revision };
  }
}
