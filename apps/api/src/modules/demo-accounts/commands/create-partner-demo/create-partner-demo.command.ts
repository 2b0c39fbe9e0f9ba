import type { PartnerDemoBody } from '@profyle/contracts';
import type { Principal } from '../../../../shared/auth/principal';

export class CreatePartnerDemoCommand {
  constructor(
    readonly body: PartnerDemoBody,
    readonly principal: Principal,
  ) {}
}
