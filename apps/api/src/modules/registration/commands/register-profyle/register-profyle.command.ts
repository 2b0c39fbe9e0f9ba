import type { SelfRegistrationBody } from '@profyle/contracts';

/** A stranger registers their own Profyle in an organisation (POST /v1/enterprise/{orgId}/register-profyle). */
export class RegisterProfyleCommand {
  constructor(
    readonly organisationId: string,
    readonly body: SelfRegistrationBody,
    /** The portal's origin, for the verification link. */
    readonly origin: string,
  ) {}
}
