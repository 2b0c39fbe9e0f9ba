import type { Command, CommandMetadata } from '../shared';
import type { PersonProfile } from './person-profile';

/** Fields absent from the profile take their defaults (see `emptyPersonProfile`). */
export type CreatePerson = Command<
  'CreatePerson',
  {
    personId: string;
    /** Must be the organisation the command is made in (`metadata.organisationId`). */
    organisationId: string;
    profile: Partial<PersonProfile>;
    unverified?: boolean;
    selfRegistration?: boolean;
  },
  CommandMetadata
>;

/**
 * Fields present in `profile` replace the current ones, absent fields are kept. The admin form's PUT
 * parses to a complete profile and so replaces everything; self-service sends only what it may edit.
 */
export type UpdatePerson = Command<'UpdatePerson', { personId: string; profile: Partial<PersonProfile> }, CommandMetadata>;

export type DeletePerson = Command<'DeletePerson', { personId: string }, CommandMetadata>;

/**
 * Erase a deleted person's personal data (a superadmin acting on a data subject's request). The reason is
 * kept in the audit trail; the person's data key is destroyed after the event is stored.
 */
export type ErasePerson = Command<'ErasePerson', { personId: string; reason: string }, CommandMetadata>;

export type PersonCommand = CreatePerson | UpdatePerson | DeletePerson | ErasePerson;
