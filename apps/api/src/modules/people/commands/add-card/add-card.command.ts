import type { CommandMetadata } from '@profyle/domain';

export class AddCardCommand {
  constructor(
    readonly personId: string,
    readonly cardShortCode: string,
    readonly sendEmail: boolean,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
