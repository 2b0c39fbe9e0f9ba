import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LayoutCommandRunner, type LayoutCommandResult } from '../../layout-command-runner';
import { ChangeLayoutFieldCommand } from './change-layout-field.command';

@CommandHandler(ChangeLayoutFieldCommand)
export class ChangeLayoutFieldHandler implements ICommandHandler<ChangeLayoutFieldCommand, LayoutCommandResult> {
  constructor(@Inject(LayoutCommandRunner) private readonly layouts: LayoutCommandRunner) {}

  execute({ layoutId, change, metadata, ifMatch }: ChangeLayoutFieldCommand): Promise<LayoutCommandResult> {
    return this.layouts.run(layoutId, metadata, ifMatch, (surroundings) => ({ type: 'ChangeLayoutField', data: { layoutId, change, ...surroundings }, metadata }));
  }
}
