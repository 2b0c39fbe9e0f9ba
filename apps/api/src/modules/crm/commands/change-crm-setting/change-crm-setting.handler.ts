import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmConnectionView } from '@profyle/contracts';
import { crmConnectionDecider, crmStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CrmConnectionReader } from '../../crm-connection.reader';
import { ChangeCrmSettingCommand } from './change-crm-setting.command';

@CommandHandler(ChangeCrmSettingCommand)
export class ChangeCrmSettingHandler implements ICommandHandler<ChangeCrmSettingCommand, CrmConnectionView> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CrmConnectionReader) private readonly reader: CrmConnectionReader,
  ) {}

  async execute({ provider, body, metadata }: ChangeCrmSettingCommand): Promise<CrmConnectionView> {
    const done = await this.shell.execute({
      streamId: crmStreamId(metadata.organisationId, provider),
      decider: crmConnectionDecider,
      command: { type: 'ChangeCrmSetting', data: { provider, setting: body.setting, value: body.value }, metadata },
    });
    await this.runtime.awaitProjections(done.position);
    return this.reader.view(metadata.organisationId, provider);
  }
}
