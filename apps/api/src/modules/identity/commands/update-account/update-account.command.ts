import type { UpdateMeBody } from '@profyle/contracts';
import type { Principal } from '../../../../shared/auth/principal';

export class UpdateAccountCommand {
  constructor(
    readonly userId: string,
    readonly changes: UpdateMeBody,
    readonly principal: Principal,
  ) {}
}
