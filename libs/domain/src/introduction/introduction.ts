import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, type FieldError, streamId } from '../shared';

/**
 * A contact captured from a Profyle (spec 002 "Contact / introduction"): who it belongs to (the owner),
 * what the visitor left, the consents they gave, how it was captured, where and at which event. Stream
 * `introduction-<uuid>`; later changes (tags, follow-up, enrichment) belong to the contacts context.
 */
export const CAPTURE_MODES = ['exchange', 'url', 'camera'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

export interface IntroductionContact {
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  note: string;
}

/** Where an introduction was captured, when the capturing device or the event knew it. */
export interface CapturePosition {
  lat: number;
  lng: number;
  /** A place name near the position, or null. */
  nearestPlace: string | null;
}

export type IntroductionCaptured = DomainEvent<
  'IntroductionCaptured',
  {
    introductionId: string;
    organisationId: string;
    /** The owner: the person whose Profyle captured it. */
    personId: string;
    /** The owner's e-mail. */
    owner: string;
    contact: IntroductionContact;
    /** The consents the visitor ticked, as the organisation words them. */
    consents: string[];
    via: CaptureMode;
    /** Two-letter country code, or null. */
    country: string | null;
    eventId: string | null;
    capturedAt: string;
    /** Where it was captured; absent when no position was known. */
    position?: CapturePosition;
  }
>;

export type IntroductionEvent = IntroductionCaptured;
export const INTRODUCTION_EVENT_TYPES: readonly IntroductionEvent['type'][] = ['IntroductionCaptured'];

export type CaptureIntroduction = Command<
  'CaptureIntroduction',
  {
    introductionId: string;
    personId: string;
    owner: string;
    contact: IntroductionContact;
    consents: string[];
    /** The consents the organisation offers: anything else is not a consent the visitor could give. */
    offeredConsents: readonly string[];
    via: CaptureMode;
    country: string | null;
    eventId: string | null;
    position?: CapturePosition | null;
  },
  CommandMetadata
>;

export type IntroductionCommand = CaptureIntroduction;

export interface IntroductionState {
  status: 'absent' | 'captured';
}

export const INTRODUCTION_ERROR_CODES = {
  exists: 'introduction.exists',
  nameRequired: 'introduction.name_required',
  emailRequired: 'introduction.email_required',
  emailInvalid: 'introduction.email_invalid',
  websiteInvalid: 'introduction.website_invalid',
  consentUnknown: 'introduction.consent_unknown',
  positionInvalid: 'introduction.position_invalid',
} as const;

/** The exchange form's messages, worded as the person form words the same rules (spec 001 section 5). */
export const INTRODUCTION_ERROR_MESSAGES = {
  exists: 'Introduction already exists',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Website must start with https:// or http://',
  consentUnknown: 'Unknown consent',
  positionInvalid: 'The position must be a latitude from -90 to 90 and a longitude from -180 to 180',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INTRODUCTION_STREAM_CATEGORY = 'introduction';
export const introductionStreamId = (introductionId: string): string => streamId(INTRODUCTION_STREAM_CATEGORY, introductionId);

const trimmed = (contact: IntroductionContact): IntroductionContact => ({
  name: contact.name.trim(),
  email: contact.email.trim().toLowerCase(),
  phone: contact.phone.trim(),
  company: contact.company.trim(),
  website: contact.website.trim(),
  note: contact.note.trim(),
});

/** Every problem of a submitted contact at once, by form field name. */
export const introductionProblems = (contact: IntroductionContact, consents: readonly string[], offered: readonly string[]): (FieldError & { code: string })[] => {
  const problems: (FieldError & { code: string })[] = [];
  const c = trimmed(contact);
  if (c.name === '') problems.push({ code: INTRODUCTION_ERROR_CODES.nameRequired, path: 'name', msg: INTRODUCTION_ERROR_MESSAGES.nameRequired });
  if (c.email === '') problems.push({ code: INTRODUCTION_ERROR_CODES.emailRequired, path: 'email', msg: INTRODUCTION_ERROR_MESSAGES.emailRequired });
  else if (!EMAIL.test(c.email)) problems.push({ code: INTRODUCTION_ERROR_CODES.emailInvalid, path: 'email', msg: INTRODUCTION_ERROR_MESSAGES.emailInvalid });
  if (c.website !== '' && !/^https?:\/\/[^\s/?#]+/i.test(c.website)) problems.push({ code: INTRODUCTION_ERROR_CODES.websiteInvalid, path: 'website', msg: INTRODUCTION_ERROR_MESSAGES.websiteInvalid });
  if (consents.some((consent) => !offered.includes(consent))) problems.push({ code: INTRODUCTION_ERROR_CODES.consentUnknown, path: 'consents', msg: INTRODUCTION_ERROR_MESSAGES.consentUnknown });
  return problems;
};

const validPosition = ({ lat, lng }: CapturePosition): boolean => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export const captureIntroduction = (command: CaptureIntroduction, state: IntroductionState): IntroductionCaptured[] => {
  if (state.status !== 'absent') throw new DomainError(INTRODUCTION_ERROR_CODES.exists, INTRODUCTION_ERROR_MESSAGES.exists, 'conflict');
  const { data, metadata } = command;
  const problems = introductionProblems(data.contact, data.consents, data.offeredConsents);
  if (data.position && !validPosition(data.position)) problems.push({ code: INTRODUCTION_ERROR_CODES.positionInvalid, path: 'position', msg: INTRODUCTION_ERROR_MESSAGES.positionInvalid });
  const [first] = problems;
  if (first) throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
  return [
    {
      type: 'IntroductionCaptured',
      data: {
        introductionId: data.introductionId,
        organisationId: metadata.organisationId,
        personId: data.personId,
        owner: data.owner,
        contact: trimmed(data.contact),
        consents: data.offeredConsents.filter((consent) => data.consents.includes(consent)),
        via: data.via,
        country: data.country,
        eventId: data.eventId,
        capturedAt: metadata.now,
        ...(data.position ? { position: { lat: data.position.lat, lng: data.position.lng, nearestPlace: data.position.nearestPlace?.trim() || null } } : {}),
      },
    },
  ];
};

export const introductionDecider: Decider<IntroductionCommand, IntroductionEvent, IntroductionState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'IntroductionCaptured':
        return { status: 'captured' };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CaptureIntroduction':
        return captureIntroduction(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
