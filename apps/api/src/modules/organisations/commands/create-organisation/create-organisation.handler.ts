import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CreateOrganisationCommand } from './create-organisation.command';

@CommandHandler(CreateOrganisationCommand)
export class CreateOrganisationHandler implements ICommandHandler<CreateOrganisationCommand, number | null> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ data, metadata }: CreateOrganisationCommand): Promise<number | null> {
    const created = await this.shell.execute({
      streamId: organisationStreamId(data.organisationId),
      decider: organisationDecider,
      command: { type: 'CreateOrganisation', data, metadata: { ...metadata, organisationId: data.organisationId } },
    });
    await this.runtime.awaitProjections(created.position);
    return created.revision;
  }
}
