import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';
import { IDENTITY_ERROR_CODES as CODES, IDENTITY_ERROR_MESSAGES as MESSAGES } from '../identity.messages';

/**
 * A one-time credential: `signintoken-<tokenId>`. The secret handed out is `<tokenId>.<random>`; only its
 * hash is stored. Used for the e-mail sign-in link, the password reset link and the one-time code an
 * OpenID Connect callback hands the web app. Each is redeemed at most once and before it expires.
 */
export type SignInTokenPurpose = 'email-link' | 'password-reset' | 'session-code';

export type SignInTokenIssued = DomainEvent<
  'SignInTokenIssued',
  {
    tokenId: string;
    purpose: SignInTokenPurpose;
    email: string;
    tokenHash: string;
    /** Where the web app goes after signing in (a portal path), if anywhere in particular. */
    continueUrl: string | null;
    /** For a session code: the provider that proved the e-mail. */
    provider: string | null;
    issuedAt: string;
    expiresAt: string;
  }
>;
export type SignInTokenRedeemed = DomainEvent<'SignInTokenRedeemed', { tokenId: string; purpose: SignInTokenPurpose; email: string; redeemedAt: string }>;
export type SignInTokenEvent = SignInTokenIssued | SignInTokenRedeemed;
export const SIGN_IN_TOKEN_EVENT_TYPES: readonly SignInTokenEvent['type'][] = ['SignInTokenIssued', 'SignInTokenRedeemed'];

export type IssueSignInToken = Command<
  'IssueSignInToken',
  { tokenId: string; purpose: SignInTokenPurpose; email: string; tokenHash: string; lifetimeSeconds: number; continueUrl?: string | null; provider?: string | null },
  CommandMetadata
>;
export type RedeemSignInToken = Command<'RedeemSignInToken', { tokenId: string; purpose: SignInTokenPurpose; tokenHash: string }, CommandMetadata>;
export type SignInTokenCommand = IssueSignInToken | RedeemSignInToken;

export interface SignInTokenState {
  status: 'absent' | 'issued' | 'redeemed';
  tokenId: string;
  purpose: SignInTokenPurpose | null;
  email: string;
  tokenHash: string;
  continueUrl: string | null;
  provider: string | null;
  expiresAt: string | null;
}

export const SIGN_IN_TOKEN_STREAM_CATEGORY = 'signintoken';

/** `signintoken-<tokenId>` */
export const signInTokenStreamId = (tokenId: string): string => streamId(SIGN_IN_TOKEN_STREAM_CATEGORY, tokenId);

const initialSignInTokenState = (): SignInTokenState => ({
  status: 'absent',
  tokenId: '',
  purpose: null,
  email: '',
  tokenHash: '',
  continueUrl: null,
  provider: null,
  expiresAt: null,
});

const evolveSignInToken = (state: SignInTokenState, event: SignInTokenEvent): SignInTokenState => {
  switch (event.type) {
    case 'SignInTokenIssued': {
      const d = event.data;
      return { status: 'issued', tokenId: d.tokenId, purpose: d.purpose, email: d.email, tokenHash: d.tokenHash, continueUrl: d.continueUrl, provider: d.provider, expiresAt: d.expiresAt };
    }
    case 'SignInTokenRedeemed':
      return { ...state, status: 'redeemed' };
    default:
      return assertNever(event);
  }
};

/** Every unusable token reads the same to the user; the code says why, for the audit log. */
const unusable = (code: string) => new DomainError(code, MESSAGES.invalidActionCode, 'validation');

const issue = ({ data, metadata }: IssueSignInToken, state: SignInTokenState): SignInTokenIssued[] => {
  if (state.status !== 'absent') throw new DomainError(CODES.signInTokenExists, 'Sign-in token already issued', 'conflict');
  const expiresAt = new Date(Date.parse(metadata.now) + data.lifetimeSeconds * 1000).toISOString();
  return [
    {
      type: 'SignInTokenIssued',
      data: {
        tokenId: data.tokenId,
        purpose: data.purpose,
        email: normaliseEmail(data.email),
        tokenHash: data.tokenHash,
        continueUrl: data.continueUrl ?? null,
        provider: data.provider ?? null,
        issuedAt: metadata.now,
        expiresAt,
      },
    },
  ];
};

const redeem = ({ data, metadata }: RedeemSignInToken, state: SignInTokenState): SignInTokenRedeemed[] => {
  if (state.status === 'absent' || state.tokenHash !== data.tokenHash || state.purpose !== data.purpose) throw unusable(CODES.signInTokenInvalid);
  if (state.status === 'redeemed') throw unusable(CODES.signInTokenUsed);
  if (Date.parse(metadata.now) >= Date.parse(state.expiresAt ?? metadata.now)) throw unusable(CODES.signInTokenExpired);
  return [{ type: 'SignInTokenRedeemed', data: { tokenId: state.tokenId, purpose: data.purpose, email: state.email, redeemedAt: metadata.now } }];
};

const decideSignInToken = (command: SignInTokenCommand, state: SignInTokenState): SignInTokenEvent[] => {
  switch (command.type) {
    case 'IssueSignInToken':
      return issue(command, state);
    case 'RedeemSignInToken':
      return redeem(command, state);
    default:
      return assertNever(command);
  }
};

export const signInTokenDecider: Decider<SignInTokenCommand, SignInTokenEvent, SignInTokenState> = {
  initialState: initialSignInTokenState,
  evolve: evolveSignInToken,
  decide: decideSignInToken,
};
