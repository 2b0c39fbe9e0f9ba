import type { CommandMetadata } from '@profyle/domain';

/** Verifies a self-registered person: by their e-mail link's secret, or (none) by an admin. */
export class VerifyProfileCommand {
  constructor(
    readonly personId: string,
    readonly metadata: CommandMetadata,
    readonly token?: string,
  ) {}
}
