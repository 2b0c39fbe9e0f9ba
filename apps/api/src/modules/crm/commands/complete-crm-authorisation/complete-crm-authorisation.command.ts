import type { OAuthCallbackBody } from '@profyle/contracts';
import type { CommandMetadata, CrmProvider } from '@profyle/domain';

/** The provider's callback: exchange the code for tokens, if the state is this admin's open install link. */
export class CompleteCrmAuthorisationCommand {
  constructor(
    readonly provider: CrmProvider,
    readonly body: OAuthCallbackBody,
    readonly redirectUri: string,
    readonly metadata: CommandMetadata,
  ) {}
}
