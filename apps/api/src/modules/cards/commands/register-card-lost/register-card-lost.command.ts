import type { CommandMetadata } from '@profyle/domain';

export class RegisterCardLostCommand {
  constructor(
    readonly cardId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
