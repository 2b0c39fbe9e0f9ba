import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CRM_MESSAGES, type CrmConnectionView, type IntegrationLogPart, integrationLogPart } from '@profyle/contracts';
import { type CrmAccount, crmConnectionDecider, crmStreamId, DomainError } from '@profyle/domain';
import { CrmCallError, CrmHttpRecorder, CrmLogStore, type CrmTokenSet } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { stateHashOf } from '../../crm-connection';
import { CrmConnectionReader } from '../../crm-connection.reader';
import { CompleteCrmAuthorisationCommand } from './complete-crm-authorisation.command';

/** What the connection's log calls the exchanges of connecting. */
export const CRM_CONNECT_EVENT = 'oauth.connect';

/**
 * The state is checked first (a replayed, foreign or stale one never reaches the provider), then the
 * code is exchanged for tokens and the account they act for is read, then the tokens are sealed and
 * recorded with the state used up. Two callbacks racing with one state both pass the first check, but
 * only one append can use the state: the other is refused by the decider on retry.
 */
@CommandHandler(CompleteCrmAuthorisationCommand)
export class CompleteCrmAuthorisationHandler implements ICommandHandler<CompleteCrmAuthorisationCommand, CrmConnectionView> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CrmLogStore) private readonly logs: CrmLogStore,
    @Inject(CrmConnectionReader) private readonly reader: CrmConnectionReader,
  ) {}

  async execute({ provider, body, redirectUri, metadata }: CompleteCrmAuthorisationCommand): Promise<CrmConnectionView> {
    const stateHash = stateHashOf(body.state);
    const streamId = crmStreamId(metadata.organisationId, provider);
    const complete = (tokens: string | null, tokenSet?: CrmTokenSet, account?: CrmAccount) => ({
      streamId,
      decider: crmConnectionDecider,
      command: {
        type: 'CompleteCrmAuthorisation' as const,
        data: {
          provider,
          stateHash,
          tokens,
          tokenType: tokenSet?.tokenType ?? '',
          expiresAt: tokenSet ? new Date(Date.parse(metadata.now) + tokenSet.expiresIn * 1000).toISOString() : metadata.now,
          account: account ?? { id: '', name: '' },
        },
        metadata,
      },
    });
    await this.shell.dryRun(complete(null));

    const client = this.runtime.crm.clients[provider];
    const recorder = new CrmHttpRecorder();
    let tokens: CrmTokenSet;
    let account: CrmAccount;
    try {
      tokens = await client.exchangeCode(body.code, redirectUri, recorder);
      account = await client.account({ accessToken: tokens.accessToken, apiDomain: tokens.apiDomain, recorder });
    } catch (error) {
      await this.log(metadata.organisationId, provider, recorder, metadata.correlationId, integrationLogPart('notConnected'));
      if (error instanceof CrmCallError && error.permanent) {
        const msg = CRM_MESSAGES.codeRefused(provider);
        throw new DomainError('crm.code_refused', msg, 'validation', [{ path: 'code', msg }]);
      }
      throw new HttpException({ errorMessage: CRM_MESSAGES.unreachable(provider), errors: [] }, HttpStatus.BAD_GATEWAY);
    }
    const sealed = this.runtime.crmTokens.seal({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    const connected = await this.shell.execute(complete(sealed, tokens, { ...account, ...(tokens.apiDomain ? { apiDomain: tokens.apiDomain } : {}) }));
    await this.log(metadata.organisationId, provider, recorder, metadata.correlationId, integrationLogPart('connectedTo', { account: account.name }));
    await this.runtime.awaitProjections(connected.position);
    return this.reader.view(metadata.organisationId, provider);
  }

  private async log(organisationId: string, provider: CompleteCrmAuthorisationCommand['provider'], recorder: CrmHttpRecorder, messageId: string, outcome: IntegrationLogPart): Promise<void> {
    const last = recorder.exchanges.length - 1;
    await this.logs.recordExchanges(organisationId, provider, recorder.exchanges, { event: CRM_CONNECT_EVENT, messageId, attempt: 1, note: (_e, index) => (index === last ? outcome : undefined) });
  }
}
