import type { DesignCommand } from '@profyle/domain';

export class ChangeDesignCommand {
  constructor(
    readonly command: DesignCommand,
    /** The portal's origin, for the link in the e-mails. */
    readonly origin: string,
  ) {}
}
