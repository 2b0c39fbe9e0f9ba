import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../shared';

/**
 * A cardholder's self-service session (spec 001 "Cardholder self-service"): `selfservice-<sessionId>`.
 * A one-time login link is issued for the person a card (or digital Profyle) opens, to their e-mail;
 * redeeming it once, before it expires, starts a session scoped to that one person, which ends at its
 * expiry or when the cardholder signs out. Only hashes of the link's secret are kept; the domain reads
 * no clock (`metadata.now`).
 */

/** The tab the link opens (spec 001: DETAILS, VISITORS, NOTIFICATIONS or WALLET). */
export const SELF_SERVICE_VIEWS = ['DETAILS', 'VISITORS', 'NOTIFICATIONS', 'WALLET'] as const;
export type SelfServiceView = (typeof SELF_SERVICE_VIEWS)[number];

export type OneTimeLoginIssued = DomainEvent<
  'OneTimeLoginIssued',
  { sessionId: string; personId: string; organisationId: string; email: string; cardId: string; view: SelfServiceView; tokenHash: string; issuedAt: string; expiresAt: string }
>;
export type SelfServiceSessionStarted = DomainEvent<'SelfServiceSessionStarted', { sessionId: string; personId: string; organisationId: string; email: string; startedAt: string; expiresAt: string }>;
export type SelfServiceSessionEnded = DomainEvent<'SelfServiceSessionEnded', { sessionId: string; personId: string; reason: 'sign-out'; endedAt: string }>;
export type SelfServiceSessionEvent = OneTimeLoginIssued | SelfServiceSessionStarted | SelfServiceSessionEnded;
export const SELF_SERVICE_SESSION_EVENT_TYPES: readonly SelfServiceSessionEvent['type'][] = ['OneTimeLoginIssued', 'SelfServiceSessionStarted', 'SelfServiceSessionEnded'];

export type IssueOneTimeLogin = Command<
  'IssueOneTimeLogin',
  { sessionId: string; personId: string; email: string; cardId: string; view: SelfServiceView; tokenHash: string; lifetimeSeconds: number },
  CommandMetadata
>;
export type StartSelfServiceSession = Command<'StartSelfServiceSession', { tokenHash: string; lifetimeSeconds: number }, CommandMetadata>;
export type EndSelfServiceSession = Command<'EndSelfServiceSession', Record<string, never>, CommandMetadata>;
export type SelfServiceSessionCommand = IssueOneTimeLogin | StartSelfServiceSession | EndSelfServiceSession;

export interface SelfServiceSessionState {
  status: 'absent' | 'issued' | 'active' | 'ended';
  sessionId: string;
  personId: string;
  organisationId: string;
  email: string;
  cardId: string;
  view: SelfServiceView;
  tokenHash: string;
  linkExpiresAt: string | null;
  expiresAt: string | null;
}

export const SELF_SERVICE_SESSION_STREAM_CATEGORY = 'selfservice';
/** `selfservice-<sessionId>` */
export const selfServiceSessionStreamId = (sessionId: string): string => streamId(SELF_SERVICE_SESSION_STREAM_CATEGORY, sessionId);

export const SELF_SERVICE_ERROR_CODES = {
  linkInvalid: 'self_service.link_invalid',
  sessionOver: 'self_service.session_over',
  emailMismatch: 'self_service.email_mismatch',
  notEnabled: 'self_service.not_enabled',
  fieldDisabled: 'self_service.field_disabled',
  noVisitorAccess: 'self_service.no_visitor_access',
  noCardId: 'self_service.no_card_id',
} as const;

export const SELF_SERVICE_ERROR_MESSAGES = {
  /** Spec 000 section 8 words every unusable sign-in link so. */
  linkInvalid: 'This login link has either expired, or has already been used. Please request a new login link.',
  sessionOver: 'Your session has ended. Please use the link from your Profyle to sign in again.',
  /** Spec 001 section 5, with the product's name. */
  emailMismatch: 'Email mismatch between authenticated user and Profyle user',
  notEnabled: 'Your organisation has not enabled editing your details',
  fieldDisabled: 'Disabled by account administrator',
  noVisitorAccess: 'Your organisation has not enabled access to your introductions',
  noCardId: 'No Card ID - Please use the link from your Profyle',
} as const;

const initialState = (): SelfServiceSessionState => ({
  status: 'absent',
  sessionId: '',
  personId: '',
  organisationId: '',
  email: '',
  cardId: '',
  view: 'DETAILS',
  tokenHash: '',
  linkExpiresAt: null,
  expiresAt: null,
});

const evolve = (state: SelfServiceSessionState, event: SelfServiceSessionEvent): SelfServiceSessionState => {
  switch (event.type) {
    case 'OneTimeLoginIssued': {
      const d = event.data;
      return { ...state, status: 'issued', sessionId: d.sessionId, personId: d.personId, organisationId: d.organisationId, email: d.email, cardId: d.cardId, view: d.view, tokenHash: d.tokenHash, linkExpiresAt: d.expiresAt };
    }
    case 'SelfServiceSessionStarted':
      return { ...state, status: 'active', expiresAt: event.data.expiresAt };
    case 'SelfServiceSessionEnded':
      return { ...state, status: 'ended' };
    default:
      return assertNever(event);
  }
};

const after = (now: string, seconds: number): string => new Date(Date.parse(now) + seconds * 1000).toISOString();
const linkInvalid = () => new DomainError(SELF_SERVICE_ERROR_CODES.linkInvalid, SELF_SERVICE_ERROR_MESSAGES.linkInvalid, 'validation', [{ path: 'token', msg: SELF_SERVICE_ERROR_MESSAGES.linkInvalid }]);

const decide = (command: SelfServiceSessionCommand, state: SelfServiceSessionState): SelfServiceSessionEvent[] => {
  const { metadata } = command;
  switch (command.type) {
    case 'IssueOneTimeLogin': {
      if (state.status !== 'absent') throw new DomainError('self_service.exists', 'One-time login already issued', 'conflict');
      const d = command.data;
      return [
        {
          type: 'OneTimeLoginIssued',
          data: { sessionId: d.sessionId, personId: d.personId, organisationId: metadata.organisationId, email: d.email, cardId: d.cardId, view: d.view, tokenHash: d.tokenHash, issuedAt: metadata.now, expiresAt: after(metadata.now, d.lifetimeSeconds) },
        },
      ];
    }
    case 'StartSelfServiceSession': {
      // Used once, with its own secret, before it expires; anything else reads the same to the cardholder.
      if (state.status !== 'issued' || state.tokenHash !== command.data.tokenHash) throw linkInvalid();
      if (metadata.now >= (state.linkExpiresAt ?? metadata.now)) throw linkInvalid();
      return [{ type: 'SelfServiceSessionStarted', data: { sessionId: state.sessionId, personId: state.personId, organisationId: state.organisationId, email: state.email, startedAt: metadata.now, expiresAt: after(metadata.now, command.data.lifetimeSeconds) } }];
    }
    case 'EndSelfServiceSession':
      if (state.status !== 'active') return [];
      return [{ type: 'SelfServiceSessionEnded', data: { sessionId: state.sessionId, personId: state.personId, reason: 'sign-out', endedAt: metadata.now } }];
    default:
      return assertNever(command);
  }
};

export const selfServiceSessionDecider: Decider<SelfServiceSessionCommand, SelfServiceSessionEvent, SelfServiceSessionState> = { initialState, evolve, decide };

/** Whether the session may act now: started, not ended, not expired. */
export const isSelfServiceSessionActive = (state: SelfServiceSessionState, now: string): boolean => state.status === 'active' && state.expiresAt !== null && now < state.expiresAt;
