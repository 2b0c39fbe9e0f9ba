import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest } from '../../../../shared/organisation/organisation-command';
import { LifecycleTimers } from '../../services/lifecycle-timers';
import { CreateOrganisationCommand } from './create-organisation.command';

@CommandHandler(CreateOrganisationCommand)
export class CreateOrganisationHandler implements ICommandHandler<CreateOrganisationCommand, number | null> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(LifecycleTimers) private readonly timers: LifecycleTimers,
  ) {}

  async execute({ data, metadata }: CreateOrganisationCommand): Promise<number | null> {
    const created = await this.shell.execute({
      streamId: organisationStreamId(data.organisationId),
      decider: organisationDecider,
      command: { type: 'CreateOrganisation', data, metadata: { ...metadata, organisationId: data.organisationId } },
    });
    const scheduled = await this.timers.ensure(data.organisationId, metadata);
    await this.runtime.awaitProjections(latest(created.position, scheduled));
    return created.revision;
  }
}
