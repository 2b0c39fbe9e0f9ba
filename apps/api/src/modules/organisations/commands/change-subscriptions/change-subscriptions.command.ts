import type { CommandMetadata } from '@profyle/domain';

/** Superadmin: add subscriptions to, or remove them from, an organisation's pool. */
export class ChangeSubscriptionsCommand {
  constructor(
    readonly change: 'add' | 'remove',
    readonly count: number,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}
