import type { CommandMetadata, IntroductionContact } from '@profyle/domain';

/** A visitor's details left on a Profyle through the exchange form. */
export class CaptureIntroductionCommand {
  constructor(
    readonly personId: string,
    readonly owner: string,
    readonly contact: IntroductionContact,
    readonly consents: string[],
    readonly offeredConsents: readonly string[],
    readonly country: string | null,
    readonly eventId: string | null,
    readonly metadata: CommandMetadata,
  ) {}
}
