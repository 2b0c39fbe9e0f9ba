import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LayoutCommandRunner, type LayoutCommandResult } from '../../layout-command-runner';
import { CreateLayoutCommand } from './create-layout.command';

@CommandHandler(CreateLayoutCommand)
export class CreateLayoutHandler implements ICommandHandler<CreateLayoutCommand, LayoutCommandResult> {
  constructor(@Inject(LayoutCommandRunner) private readonly layouts: LayoutCommandRunner) {}

  execute({ layoutId, layout, metadata }: CreateLayoutCommand): Promise<LayoutCommandResult> {
    const id = layoutId ?? randomUUID();
    return this.layouts.run(id, metadata, undefined, (surroundings) => ({ type: 'CreateLayout', data: { layoutId: id, layout, ...surroundings }, metadata }));
  }
}
