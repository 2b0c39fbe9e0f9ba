import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmTestResult } from '@profyle/contracts';
import { crmConnectionDecider, crmStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CrmSyncs } from '../../crm.providers';
import { SendCrmTestLeadCommand } from './send-crm-test-lead.command';

/**
 * Records the request on the connection (the audit log shows who sent it; a connection that is not
 * there is refused), then sends a made-up contact and its lead through the same sync an introduction
 * takes. One attempt: the answer says how it went, the logs hold every exchange.
 */
@CommandHandler(SendCrmTestLeadCommand)
export class SendCrmTestLeadHandler implements ICommandHandler<SendCrmTestLeadCommand, CrmTestResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CrmSyncs) private readonly syncs: CrmSyncs,
  ) {}

  async execute({ provider, metadata }: SendCrmTestLeadCommand): Promise<CrmTestResult> {
    const done = await this.shell.execute({ streamId: crmStreamId(metadata.organisationId, provider), decider: crmConnectionDecider, command: { type: 'RequestCrmTestLead', data: { provider }, metadata } });
    await this.runtime.awaitProjections(done.position);
    const outcome = await this.syncs.of(provider).sendTestLead(metadata.organisationId, `test_${metadata.correlationId}`);
    return { success: outcome.success, message: outcome.message, log_ids: outcome.logIds };
  }
}
