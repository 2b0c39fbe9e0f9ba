import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CrmConnectionView, integrationLogPart } from '@profyle/contracts';
import { crmConnectionDecider, crmStreamId } from '@profyle/domain';
import { CrmHttpRecorder, CrmLogStore } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CrmConnectionReader } from '../../crm-connection.reader';
import { DisconnectCrmCommand } from './disconnect-crm.command';

export const CRM_DISCONNECT_EVENT = 'oauth.disconnect';

/**
 * Gives the refresh token back to the CRM (best effort: a CRM that cannot be reached must not keep an
 * admin from disconnecting), logs that exchange, then records the disconnection, which drops the tokens.
 */
@CommandHandler(DisconnectCrmCommand)
export class DisconnectCrmHandler implements ICommandHandler<DisconnectCrmCommand, CrmConnectionView> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CrmLogStore) private readonly logs: CrmLogStore,
    @Inject(CrmConnectionReader) private readonly reader: CrmConnectionReader,
  ) {}

  async execute({ provider, metadata }: DisconnectCrmCommand): Promise<CrmConnectionView> {
    const streamId = crmStreamId(metadata.organisationId, provider);
    const execution = { streamId, decider: crmConnectionDecider, command: { type: 'DisconnectCrm' as const, data: { provider }, metadata } };
    const { state, events } = await this.shell.dryRun(execution);
    if (events.length > 0 && state.tokens) {
      const recorder = new CrmHttpRecorder();
      const revoked = await this.runtime.crm.clients[provider]
        .revoke(this.runtime.crmTokens.open(state.tokens).refreshToken, recorder)
        .then(() => integrationLogPart('authorisationReturned'))
        .catch((error: Error) => integrationLogPart('authorisationNotReturned', { error: error.message }));
      const last = recorder.exchanges.length - 1;
      await this.logs.recordExchanges(metadata.organisationId, provider, recorder.exchanges, { event: CRM_DISCONNECT_EVENT, messageId: metadata.correlationId, attempt: 1, note: (_e, i) => (i === last ? revoked : undefined) });
    }
    const done = await this.shell.execute(execution);
    await this.runtime.awaitProjections(done.position);
    return this.reader.view(metadata.organisationId, provider);
  }
}
