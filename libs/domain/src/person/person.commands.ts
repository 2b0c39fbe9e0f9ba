import type { Command, CommandMetadata } from '../shared';
import type { PersonProfile } from './person-profile';

/**
 * A new PIN or password for the Profyle: the text as typed (checked against the mode) and its hash,
 * made by the caller (the domain does no cryptography). Only the hash is ever recorded.
 */
export interface NewProfylePassword {
  plain: string;
  hash: string;
}

/** What a command may change of a profile: everything but the stored hash, which only `password` sets. */
export type ProfileChanges = Partial<Omit<PersonProfile, 'password'>>;

/** Fields absent from the profile take their defaults (see `emptyPersonProfile`). */
export type CreatePerson = Command<
  'CreatePerson',
  {
    personId: string;
    /** Must be the organisation the command is made in (`metadata.organisationId`). */
    organisationId: string;
    profile: ProfileChanges;
    /** Needed when the profile is protected (password_mode pin or password). */
    password?: NewProfylePassword | null;
    unverified?: boolean;
    selfRegistration?: boolean;
  },
  CommandMetadata
>;

/**
 * Fields present in `profile` replace the current ones, absent fields are kept. The admin form's PUT
 * parses to a complete profile and so replaces everything; self-service sends only what it may edit.
 * Without `password` the stored PIN or password is kept while the mode stays the same.
 */
export type UpdatePerson = Command<'UpdatePerson', { personId: string; profile: ProfileChanges; password?: NewProfylePassword | null }, CommandMetadata>;

export type DeletePerson = Command<'DeletePerson', { personId: string }, CommandMetadata>;

/** A registration token for push notifications, or null to withdraw it. */
export type ChangePushToken = Command<'ChangePushToken', { personId: string; token: string | null }, CommandMetadata>;

/** Starts a new Academy e-mail series (its e-mails are scheduled by the caller under `seriesId`). */
export type EnrolInAcademy = Command<'EnrolInAcademy', { personId: string; seriesId: string }, CommandMetadata>;

/** A (new) e-mail verification link for an unverified person: the hash of its secret, made by the caller. */
export type IssuePersonVerificationLink = Command<'IssuePersonVerificationLink', { personId: string; tokenHash: string; lifetimeSeconds: number }, CommandMetadata>;

/**
 * Verifies a self-registered person: by the hash of the link's secret (method 'email'), or by an admin
 * (method 'admin'). Verifying a verified person records nothing.
 */
export type VerifyPerson = Command<'VerifyPerson', { personId: string; method: 'email'; tokenHash: string } | { personId: string; method: 'admin' }, CommandMetadata>;

/**
 * Erase a deleted person's personal data (a superadmin acting on a data subject's request). The reason is
 * kept in the audit trail; the person's data key is destroyed after the event is stored.
 */
export type ErasePerson = Command<'ErasePerson', { personId: string; reason: string }, CommandMetadata>;

export type PersonCommand = CreatePerson | UpdatePerson | DeletePerson | ErasePerson | ChangePushToken | EnrolInAcademy | IssuePersonVerificationLink | VerifyPerson;
