import type { Principal } from '../../../../shared/auth/principal';

/** Resend a pending invite; `id` is the invite's id or the invited user's id. */
export class ResendInviteCommand {
  constructor(
    readonly id: string,
    readonly origin: string,
    readonly principal: Principal,
  ) {}
}
