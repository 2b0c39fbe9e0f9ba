import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LayoutCommandRunner, type LayoutCommandResult } from '../../layout-command-runner';
import { ReplaceLayoutCommand } from './replace-layout.command';

@CommandHandler(ReplaceLayoutCommand)
export class ReplaceLayoutHandler implements ICommandHandler<ReplaceLayoutCommand, LayoutCommandResult> {
  constructor(@Inject(LayoutCommandRunner) private readonly layouts: LayoutCommandRunner) {}

  execute({ layoutId, layout, metadata, ifMatch }: ReplaceLayoutCommand): Promise<LayoutCommandResult> {
    return this.layouts.run(layoutId, metadata, ifMatch, (surroundings) => ({ type: 'ReplaceLayout', data: { layoutId, layout, ...surroundings }, metadata }));
  }
}
