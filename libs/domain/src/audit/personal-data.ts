import { type IntroductionEvent, introductionStreamId } from '../introduction/introduction';
import type { OrganisationEvent } from '../organisation/organisation.events';
import type { PersonProfile } from '../person/person-profile';
import { personStreamId } from '../person/person.decider';
import type { PersonEvent } from '../person/person.events';
import type { SelfServiceSessionEvent } from '../self-service/self-service-session';
import type { CardActivationEvent } from '../card-activation/card-activation';

/**
 * Which fields of which events are a person's personal data, and whose. The event store adapter seals
 * those fields with the data subject's own key before they are stored, and opens them on every read;
 * erasing a subject destroys the key, after which every read (projections, history, exports, rebuilds)
 * gets ERASED markers instead. See libs/infrastructure/src/personal-data/README.md.
 *
 * Every person event type and every profile field must be classified here: the `Record` types make a new
 * event type or profile field a compile error until someone decides whether it is personal.
 */
export interface PersonalDataDeclaration {
  /** The data subject the fields belong to: a stable id, the subject's own stream (`person-<id>`). */
  subject: (data: any) => string;
  /** Dotted paths into the event data; every string inside (also in arrays and maps) is sealed. */
  paths: readonly string[];
}

/** Is each profile field about the person (true) or a setting of their page (false)? */
const PROFILE_FIELD_IS_PERSONAL: Record<keyof PersonProfile, boolean> = {
  prefix: true,
  first_name: true,
  last_name: true,
  pronouns: true,
  nominals: true,
  position: true,
  department: true,
  bio: true,
  email: true,
  mobile: true,
  calendar_url: true,
  linked_in: true,
  twitter: true,
  instagram: true,
  photo_url: true,
  address: true,
  tags: true,
  // An id in the organisation's CRM points at this person there.
  crm_id: true,
  custom_fields: true,
  translations: true,
  redirect_url: true,
  // The page PIN or password is chosen for (and often by) the person.
  password: true,
  group_id: false,
  notifications: false,
  linked_profyles: false,
  linked_ids: false,
  locations: false,
  location_ids: false,
  redirect_enabled: false,
  password_mode: false,
  visible: false,
};

export const PERSONAL_PROFILE_FIELDS = (Object.keys(PROFILE_FIELD_IS_PERSONAL) as (keyof PersonProfile)[]).filter((field) => PROFILE_FIELD_IS_PERSONAL[field]);

const ofPerson = (data: { personId: string }): string => personStreamId(data.personId);
const profile: PersonalDataDeclaration = { subject: ofPerson, paths: PERSONAL_PROFILE_FIELDS.map((field) => `profile.${field}`) };

const PERSON_EVENTS: Record<PersonEvent['type'], PersonalDataDeclaration | null> = {
  PersonCreated: profile,
  PersonUpdated: profile,
  PersonDeleted: { subject: ofPerson, paths: ['email'] },
  // A push registration token names the person's own device.
  PersonPushTokenChanged: { subject: ofPerson, paths: ['token'] },
  PersonAcademyEnrolled: null,
  PersonErased: null,
  // Only the hash of the link's secret.
  PersonVerificationLinkIssued: null,
  PersonVerified: null,
};

/** A cardholder's one-time login and session carry their e-mail. */
const SELF_SERVICE_EVENTS: Record<SelfServiceSessionEvent['type'], PersonalDataDeclaration | null> = {
  OneTimeLoginIssued: { subject: ofPerson, paths: ['email'] },
  SelfServiceSessionStarted: { subject: ofPerson, paths: ['email'] },
  SelfServiceSessionEnded: null,
};

/** A card activation names the address it was asked for. */
const CARD_ACTIVATION_EVENTS: Record<CardActivationEvent['type'], PersonalDataDeclaration> = {
  CardActivationRequested: { subject: ofPerson, paths: ['email'] },
  CardActivated: { subject: ofPerson, paths: ['email'] },
};

/** The organisation stream holds people's e-mails for the uniqueness rule. */
const ORGANISATION_EVENTS: Partial<Record<OrganisationEvent['type'], PersonalDataDeclaration>> = {
  PersonEmailClaimed: { subject: ofPerson, paths: ['email'] },
  PersonEmailReleased: { subject: ofPerson, paths: ['email'] },
};

/**
 * A captured introduction holds two people's data: the owner's e-mail (the person whose Profyle it came
 * from, erased with them) and the visitor's contact, whose own subject is the introduction itself, so a
 * contact can be forgotten without touching the person who met them.
 */
const INTRODUCTION_EVENTS: Record<IntroductionEvent['type'], PersonalDataDeclaration[]> = {
  IntroductionCaptured: [
    { subject: ofPerson, paths: ['owner'] },
    { subject: (data: { introductionId: string }) => introductionStreamId(data.introductionId), paths: ['contact'] },
  ],
};

const asList = (declaration: PersonalDataDeclaration | PersonalDataDeclaration[] | null | undefined): PersonalDataDeclaration[] =>
  declaration ? (Array.isArray(declaration) ? declaration : [declaration]) : [];

/**
 * Event type to its personal data, one declaration per data subject in it. Aggregates holding personal
 * data of a subject add their types here.
 */
export const PERSONAL_DATA: ReadonlyMap<string, readonly PersonalDataDeclaration[]> = new Map(
  Object.entries({ ...PERSON_EVENTS, ...ORGANISATION_EVENTS, ...INTRODUCTION_EVENTS, ...SELF_SERVICE_EVENTS, ...CARD_ACTIVATION_EVENTS })
    .map(([type, declaration]) => [type, asList(declaration)] as const)
    .filter(([, declarations]) => declarations.length > 0),
);

/** The event that erases a subject, and the subject it erases. */
export const ERASURE_EVENTS: ReadonlyMap<string, (data: any) => string> = new Map([['PersonErased', ofPerson]]);

/**
 * What an erased personal value reads as. Equal values of one subject and field read as the same marker
 * and different ones as different markers (a tag derived from the ciphertext, which reveals nothing once
 * the key is gone), so a history diff still shows which fields changed, never what they were.
 */
export const ERASED = '[erased]';
export const erasedMarker = (tag?: string): string => (tag ? `[erased ${tag}]` : ERASED);
export const isErasedValue = (value: unknown): boolean => typeof value === 'string' && /^\[erased( [0-9a-f]{6,})?\]$/.test(value);
