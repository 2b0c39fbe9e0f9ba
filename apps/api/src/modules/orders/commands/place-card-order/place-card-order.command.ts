import type { CardOrderBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

export class PlaceCardOrderCommand {
  constructor(
    readonly body: CardOrderBody,
    readonly metadata: CommandMetadata,
  ) {}
}
