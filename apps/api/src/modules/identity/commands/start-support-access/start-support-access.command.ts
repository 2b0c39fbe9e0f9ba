import type { Principal } from '../../../../shared/auth/principal';

/** A superadmin starts acting inside another organisation (impersonation): login-support in its audit log. */
export class StartSupportAccessCommand {
  constructor(
    readonly organisationId: string,
    readonly principal: Principal,
  ) {}
}
