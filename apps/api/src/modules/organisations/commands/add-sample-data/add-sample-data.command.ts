import type { CommandMetadata } from '@profyle/domain';

/** Superadmin: fill the organisation with sample offices, groups and people (what is missing of them). */
export class AddSampleDataCommand {
  constructor(readonly metadata: CommandMetadata) {}
}
