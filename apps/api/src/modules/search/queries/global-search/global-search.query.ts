import type { Principal } from '../../../../shared/auth/principal';

export class GlobalSearchQuery {
  constructor(
    readonly organisationId: string,
    readonly term: string,
    readonly principal: Principal,
  ) {}
}
