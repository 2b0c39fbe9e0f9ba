import type { CommandMetadata, PersonProfile } from '@profyle/domain';

/** Create (no personId) or replace a person's profile. */
export class SavePersonCommand {
  constructor(
    readonly personId: string | undefined,
    readonly profile: PersonProfile,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}

export interface SavePersonResult {
  personId: string;
  created: boolean;
  revision: number | null;
}
