import { assertNever, type Command, type CommandMetadata, type Decider, DomainError } from '../shared';
import type { IntroductionCaptured } from '../introduction';
import type {
  ContactChange,
  ContactCompanyChanged,
  ContactEnriched,
  ContactEnrichmentFailed,
  ContactEnrichmentStarted,
  ContactFieldChanged,
  ContactTagsChanged,
  EnrichedFields,
  FollowUpCompleted,
  FollowUpTokenIssued,
} from './contact.events';
import { CONTACT_ERROR_CODES, CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField, checkContactField, isContactField } from './contact.rules';
import { normaliseTags } from '../person/person-profile';

/**
 * The contact decider: folds the whole `introduction-<uuid>` stream (the capture and every later change)
 * and decides the contacts commands. The capture itself is the introduction decider's.
 */
export type ContactEvent = IntroductionCaptured | ContactChange;

/** Every command names the introduction and the owner from the path: a mismatch is "not found". */
interface Target {
  introductionId: string;
  ownerId: string;
}

export type ChangeContactTags = Command<'ChangeContactTags', Target & { tags: string[] }, CommandMetadata>;
export type ChangeContactCompany = Command<'ChangeContactCompany', Target & { company: string }, CommandMetadata>;
export type ChangeContactField = Command<'ChangeContactField', Target & { field: string; value: string }, CommandMetadata>;
export type IssueFollowUpToken = Command<'IssueFollowUpToken', Target & { tokenHash: string }, CommandMetadata>;
/** From the public link: no owner in the path, the token's hash proves the right to complete. */
export type CompleteFollowUp = Command<'CompleteFollowUp', { introductionId: string; tokenHash: string }, CommandMetadata>;
export type StartContactEnrichment = Command<'StartContactEnrichment', { introductionId: string; provider: string }, CommandMetadata>;
export type CompleteContactEnrichment = Command<'CompleteContactEnrichment', { introductionId: string; fields: EnrichedFields }, CommandMetadata>;
export type FailContactEnrichment = Command<'FailContactEnrichment', { introductionId: string; error: string }, CommandMetadata>;

export type ContactCommand =
  | ChangeContactTags
  | ChangeContactCompany
  | ChangeContactField
  | IssueFollowUpToken
  | CompleteFollowUp
  | StartContactEnrichment
  | CompleteContactEnrichment
  | FailContactEnrichment;

export type EnrichmentStatus = 'none' | 'pending' | 'complete' | 'error';

export interface ContactState {
  exists: boolean;
  organisationId: string;
  ownerId: string;
  email: string;
  company: string;
  fields: Partial<Record<ContactField, string>>;
  tags: string[];
  followUp: 'pending' | 'complete';
  tokenHashes: string[];
  enrichment: { status: EnrichmentStatus; provider: string | null };
}

const initialState = (): ContactState => ({
  exists: false,
  organisationId: '',
  ownerId: '',
  email: '',
  company: '',
  fields: {},
  tags: [],
  followUp: 'pending',
  tokenHashes: [],
  enrichment: { status: 'none', provider: null },
});

const notFound = () => new DomainError(CONTACT_ERROR_CODES.notFound, CONTACT_MESSAGES.notFound, 'not_found');

/** The contact must exist, in the organisation of the request, and (when named) belong to that owner. */
const assertTarget = (state: ContactState, metadata: CommandMetadata, ownerId?: string): void => {
  if (!state.exists || state.organisationId !== metadata.organisationId) throw notFound();
  if (ownerId !== undefined && state.ownerId !== ownerId) throw notFound();
};

const changeTags = ({ data, metadata }: ChangeContactTags, state: ContactState): ContactTagsChanged[] => {
  assertTarget(state, metadata, data.ownerId);
  const tags = normaliseTags(data.tags);
  if (tags.length > CONTACT_LIMITS.tags) throw new DomainError(CONTACT_ERROR_CODES.tagsTooMany, CONTACT_MESSAGES.tagsTooMany, 'validation', [{ path: 'tags', msg: CONTACT_MESSAGES.tagsTooMany }]);
  const tooLong = tags.find((tag) => tag.length > CONTACT_LIMITS.tag);
  if (tooLong) throw new DomainError(CONTACT_ERROR_CODES.fieldInvalid, CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.tag), 'validation', [{ path: 'tags', msg: CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.tag) }]);
  if (tags.length === state.tags.length && tags.every((tag, i) => tag === state.tags[i])) return [];
  const added = tags.filter((tag) => !state.tags.includes(tag));
  const removed = state.tags.filter((tag) => !tags.includes(tag));
  return [{ type: 'ContactTagsChanged', data: { introductionId: data.introductionId, tags, added, removed } }];
};

const changeCompany = ({ data, metadata }: ChangeContactCompany, state: ContactState): ContactCompanyChanged[] => {
  assertTarget(state, metadata, data.ownerId);
  const checked = checkContactField('company', data.company);
  if ('error' in checked) throw new DomainError(CONTACT_ERROR_CODES.fieldInvalid, checked.error, 'validation', [{ path: 'company', msg: checked.error }]);
  return checked.value === state.company ? [] : [{ type: 'ContactCompanyChanged', data: { introductionId: data.introductionId, company: checked.value } }];
};

const changeField = ({ data, metadata }: ChangeContactField, state: ContactState): ContactFieldChanged[] => {
  assertTarget(state, metadata, data.ownerId);
  if (!isContactField(data.field)) {
    const msg = CONTACT_MESSAGES.fieldUnknown(data.field);
    throw new DomainError(CONTACT_ERROR_CODES.fieldUnknown, msg, 'validation', [{ path: 'field', msg }]);
  }
  const checked = checkContactField(data.field, data.value);
  if ('error' in checked) throw new DomainError(CONTACT_ERROR_CODES.fieldInvalid, checked.error, 'validation', [{ path: 'value', msg: checked.error }]);
  const current = data.field === 'company' ? state.company : data.field === 'email' ? state.email : (state.fields[data.field] ?? '');
  return checked.value === current ? [] : [{ type: 'ContactFieldChanged', data: { introductionId: data.introductionId, field: data.field, value: checked.value } }];
};

const issueFollowUpToken = ({ data, metadata }: IssueFollowUpToken, state: ContactState): FollowUpTokenIssued[] => {
  assertTarget(state, metadata, data.ownerId);
  if (state.followUp === 'complete') throw new DomainError(CONTACT_ERROR_CODES.followUpComplete, CONTACT_MESSAGES.followUpComplete, 'conflict');
  return [{ type: 'FollowUpTokenIssued', data: { introductionId: data.introductionId, tokenHash: data.tokenHash, issuedAt: metadata.now } }];
};

/** The organisation of a public command is the contact's own: the caller knows only the token. */
const completeFollowUp = ({ data, metadata }: CompleteFollowUp, state: ContactState): FollowUpCompleted[] => {
  const invalid = () => new DomainError(CONTACT_ERROR_CODES.followUpTokenInvalid, CONTACT_MESSAGES.followUpTokenInvalid, 'validation', [{ path: 'token', msg: CONTACT_MESSAGES.followUpTokenInvalid }]);
  if (!state.exists || !state.tokenHashes.includes(data.tokenHash)) throw invalid();
  if (state.followUp === 'complete') throw new DomainError(CONTACT_ERROR_CODES.followUpComplete, CONTACT_MESSAGES.followUpComplete, 'conflict', [{ path: 'token', msg: CONTACT_MESSAGES.followUpComplete }]);
  return [{ type: 'FollowUpCompleted', data: { introductionId: data.introductionId, completedAt: metadata.now } }];
};

/** Enrichment runs once per contact: started once, then completed or failed once. */
const startEnrichment = ({ data, metadata }: StartContactEnrichment, state: ContactState): ContactEnrichmentStarted[] => {
  assertTarget(state, metadata);
  if (state.enrichment.status !== 'none') return [];
  return [{ type: 'ContactEnrichmentStarted', data: { introductionId: data.introductionId, provider: data.provider, startedAt: metadata.now } }];
};

const completeEnrichment = ({ data, metadata }: CompleteContactEnrichment, state: ContactState): ContactEnriched[] => {
  assertTarget(state, metadata);
  if (state.enrichment.status === 'complete' || state.enrichment.status === 'error') return [];
  if (state.enrichment.status !== 'pending') throw new DomainError(CONTACT_ERROR_CODES.enrichmentNotStarted, CONTACT_MESSAGES.enrichmentNotStarted);
  const fields = Object.fromEntries(
    Object.entries(data.fields)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([key, value]) => [key, value.trim().slice(0, CONTACT_LIMITS.website)]),
  ) as EnrichedFields;
  return [{ type: 'ContactEnriched', data: { introductionId: data.introductionId, provider: state.enrichment.provider ?? '', fields, enrichedAt: metadata.now } }];
};

const failEnrichment = ({ data, metadata }: FailContactEnrichment, state: ContactState): ContactEnrichmentFailed[] => {
  assertTarget(state, metadata);
  if (state.enrichment.status === 'complete' || state.enrichment.status === 'error') return [];
  if (state.enrichment.status !== 'pending') throw new DomainError(CONTACT_ERROR_CODES.enrichmentNotStarted, CONTACT_MESSAGES.enrichmentNotStarted);
  return [{ type: 'ContactEnrichmentFailed', data: { introductionId: data.introductionId, provider: state.enrichment.provider ?? '', error: data.error.slice(0, 500), failedAt: metadata.now } }];
};

/** Enriched values fill what the visitor left empty; they never overwrite what the visitor typed. */
const withEnriched = (state: ContactState, fields: EnrichedFields): ContactState => {
  const next = { ...state, fields: { ...state.fields } };
  if (fields.company && state.company === '') next.company = fields.company;
  for (const key of ['name', 'position', 'linkedin', 'website', 'phone'] as const) {
    const value = fields[key];
    if (value && !state.fields[key]) next.fields[key] = value;
  }
  return next;
};

const evolve = (state: ContactState, event: ContactEvent): ContactState => {
  switch (event.type) {
    case 'IntroductionCaptured': {
      const { contact } = event.data;
      return {
        ...state,
        exists: true,
        organisationId: event.data.organisationId,
        ownerId: event.data.personId,
        email: contact.email,
        company: contact.company,
        fields: { name: contact.name, phone: contact.phone, website: contact.website, note: contact.note },
      };
    }
    case 'ContactTagsChanged':
      return { ...state, tags: event.data.tags };
    case 'ContactCompanyChanged':
      return { ...state, company: event.data.company };
    case 'ContactFieldChanged': {
      const { field, value } = event.data;
      if (field === 'company') return { ...state, company: value };
      if (field === 'email') return { ...state, email: value };
      return { ...state, fields: { ...state.fields, [field]: value } };
    }
    case 'FollowUpTokenIssued':
      return { ...state, tokenHashes: [...state.tokenHashes, event.data.tokenHash] };
    case 'FollowUpCompleted':
      return { ...state, followUp: 'complete' };
    case 'ContactEnrichmentStarted':
      return { ...state, enrichment: { status: 'pending', provider: event.data.provider } };
    case 'ContactEnriched':
      return { ...withEnriched(state, event.data.fields), enrichment: { status: 'complete', provider: event.data.provider } };
    case 'ContactEnrichmentFailed':
      return { ...state, enrichment: { status: 'error', provider: event.data.provider } };
    default:
      return assertNever(event);
  }
};

export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangeContactTags':
        return changeTags(command, state);
      case 'ChangeContactCompany':
        return changeCompany(command, state);
      case 'ChangeContactField':
        return changeField(command, state);
      case 'IssueFollowUpToken':
        return issueFollowUpToken(command, state);
      case 'CompleteFollowUp':
        return completeFollowUp(command, state);
      case 'StartContactEnrichment':
        return startEnrichment(command, state);
      case 'CompleteContactEnrichment':
        return completeEnrichment(command, state);
      case 'FailContactEnrichment':
        return failEnrichment(command, state);
      default:
        return assertNever(command);
    }
  },
};
