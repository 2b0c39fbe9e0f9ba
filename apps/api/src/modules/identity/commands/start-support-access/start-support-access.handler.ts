import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertOrganisationExists, organisationDecider, organisationStreamId, userDecider, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { StartSupportAccessCommand } from './start-support-access.command';

@CommandHandler(StartSupportAccessCommand)
export class StartSupportAccessHandler implements ICommandHandler<StartSupportAccessCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ organisationId, principal }: StartSupportAccessCommand): Promise<void> {
    assertOrganisationExists((await this.shell.load(organisationStreamId(organisationId), organisationDecider)).state);
    const started = await this.shell.execute({
      streamId: userStreamId(principal.userId),
      decider: userDecider,
      command: { type: 'StartSupportAccess', data: { userId: principal.userId, organisationId }, metadata: commandMetadata(principal, organisationId) },
    });
    await this.runtime.awaitProjections(started.position);
  }
}
