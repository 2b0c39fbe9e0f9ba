import type { Principal } from '../../../../shared/auth/principal';

export class GetMeQuery {
  constructor(readonly principal: Principal) {}
}
