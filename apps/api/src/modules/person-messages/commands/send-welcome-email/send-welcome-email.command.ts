import type { Principal } from '../../../../shared/auth/principal';

export class SendWelcomeEmailCommand {
  constructor(
    readonly cardId: string,
    readonly principal: Principal,
  ) {}
}
