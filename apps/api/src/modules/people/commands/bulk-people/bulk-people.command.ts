import type { CommandMetadata } from '@profyle/domain';

export type BulkPeopleAction = 'assign-subscriptions' | 'remove-subscriptions' | 'delete-people' | 'send-welcome-email' | 'send-academy-emails' | 'move-group';

export interface BulkPeopleOptions {
  dryRun?: boolean;
  sendEmail?: boolean;
  reserved?: number;
  groupId?: string;
}

export class BulkPeopleCommand {
  constructor(
    readonly action: BulkPeopleAction,
    readonly peopleIds: string[],
    readonly options: BulkPeopleOptions,
    readonly metadata: CommandMetadata,
  ) {}
}
