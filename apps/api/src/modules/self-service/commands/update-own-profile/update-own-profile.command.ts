import type { SelfServiceProfileBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import type { CardholderPrincipal } from '../../../../shared/auth/cardholder';

/** A cardholder saves their own details (PUT /v1/enterprise/{orgId}/people/{personId} with a self-service session). */
export class UpdateOwnProfileCommand {
  constructor(
    readonly cardholder: CardholderPrincipal,
    /** Only the fields the request carried. */
    readonly body: Partial<SelfServiceProfileBody>,
    readonly metadata: CommandMetadata,
  ) {}
}
