import type { CreateDemoAccountBody } from '@profyle/contracts';
import type { Principal } from '../../../../shared/auth/principal';

/** A superadmin's demo account for a prospect (spec 002 "Demo and partner tools"). */
export class CreateDemoAccountCommand {
  constructor(
    readonly body: CreateDemoAccountBody,
    readonly principal: Principal,
    /** Where the demo invite's accept link points: PUBLIC_URL or the request's origin. */
    readonly origin: string,
  ) {}
}
