import type { Principal } from '../../../../shared/auth/principal';

export class AcceptInviteCommand {
  constructor(
    readonly token: string,
    readonly principal: Principal,
  ) {}
}
