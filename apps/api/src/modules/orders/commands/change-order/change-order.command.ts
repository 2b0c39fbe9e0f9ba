import type { OrderCommand } from '@profyle/domain';

/** A change to an existing order: the domain command (its metadata carries the actor and organisation). */
export class ChangeOrderCommand {
  constructor(readonly command: OrderCommand) {}
}
