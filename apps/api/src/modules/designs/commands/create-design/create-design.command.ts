import type { DesignBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

export class CreateDesignCommand {
  constructor(
    readonly body: DesignBody,
    /** The actor is a superadmin (the design team). */
    readonly byDesignTeam: boolean,
    readonly metadata: CommandMetadata,
  ) {}
}
