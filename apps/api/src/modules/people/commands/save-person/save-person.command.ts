import type { CommandMetadata, PersonProfile } from '@profyle/domain';

/**
 * Create (no personId) or change a person. The admin form sends a complete profile; the import sends only
 * the columns of its file (absent fields are kept, as UpdatePerson does).
 */
export class SavePersonCommand {
  constructor(
    readonly personId: string | undefined,
    readonly profile: Partial<PersonProfile> & Pick<PersonProfile, 'email'>,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
    /** Wait for the read models before answering (read-your-writes); the import waits once at its end instead. */
    readonly awaitReadModels = true,
    /**
     * A stranger's self-registration (a new person only): placed only as the organisation's
     * self-registration settings allow, and created unverified until verified by e-mail or an admin.
     */
    readonly selfRegistration = false,
  ) {}
}

export interface SavePersonResult {
  personId: string;
  created: boolean;
  revision: number | null;
  /** Global position of the last event appended (null when nothing changed). */
  position: number | null;
}
