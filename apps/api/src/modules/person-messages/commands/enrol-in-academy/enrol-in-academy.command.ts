import type { Principal } from '../../../../shared/auth/principal';

export class EnrolInAcademyCommand {
  constructor(
    readonly cardId: string,
    readonly principal: Principal,
  ) {}
}
