import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmInstallLink } from '@profyle/contracts';
import { CRM_AUTHORISATION_TTL_MS, crmConnectionDecider, crmStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { newAuthorisationState, stateHashOf } from '../../crm-connection';
import { StartCrmAuthorisationCommand } from './start-crm-authorisation.command';

/** Records the hash of a new state on the connection's stream, then answers the provider's install link carrying it. */
@CommandHandler(StartCrmAuthorisationCommand)
export class StartCrmAuthorisationHandler implements ICommandHandler<StartCrmAuthorisationCommand, CrmInstallLink> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ provider, redirectUri, metadata }: StartCrmAuthorisationCommand): Promise<CrmInstallLink> {
    const state = newAuthorisationState(metadata.organisationId);
    const expiresAt = new Date(Date.parse(metadata.now) + CRM_AUTHORISATION_TTL_MS).toISOString();
    await this.shell.execute({
      streamId: crmStreamId(metadata.organisationId, provider),
      decider: crmConnectionDecider,
      command: { type: 'StartCrmAuthorisation', data: { provider, stateHash: stateHashOf(state), expiresAt }, metadata },
    });
    return { url: this.runtime.crm.clients[provider].authorizeUrl(state, redirectUri), expires_at: expiresAt };
  }
}
