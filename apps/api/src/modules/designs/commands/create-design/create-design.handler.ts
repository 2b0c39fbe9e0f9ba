import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onDesign } from '../../design-streams';
import { CreateDesignCommand } from './create-design.command';

@CommandHandler(CreateDesignCommand)
export class CreateDesignHandler implements ICommandHandler<CreateDesignCommand, { id: string }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ body, byDesignTeam, metadata }: CreateDesignCommand): Promise<{ id: string }> {
    const designId = randomUUID();
    const form = { name: body.name, designer: body.designer, assets: body.assets, notes: body.notes, checkboxes: body.checkboxes, stock: body.stock, order: body.order, imageUrl: body.imageUrl || null };
    const created = await this.shell.execute(onDesign({ type: 'CreateDesign', data: { designId, form, byDesignTeam }, metadata }));
    await this.runtime.awaitProjections(created.position);
    return { id: designId };
  }
}
