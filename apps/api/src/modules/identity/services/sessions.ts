import { Inject, Injectable } from '@nestjs/common';
import type { Session } from '@profyle/contracts';
import {
  accessibleOrganisationIds,
  DomainError,
  type SignInMethod,
  sessionDecider,
  sessionStreamId,
  signInRefusal,
  userDecider,
  type UserState,
  userStreamId,
} from '@profyle/domain';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import type { Principal } from '../../../shared/auth/principal';
import { newSecretToken, parseSecretToken } from '../../../shared/auth/secret-tokens';
import { SignInRefusal } from '../../../shared/auth/sign-in-refusal';
import { TokenService } from '../../../shared/auth/token.service';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { identityMetadata } from './identity-metadata';
import { meUserFromState } from './me-user';
import { UserDirectory } from './user-directory';

/** The claims of a user's access token, straight from their aggregate. */
export const principalOf = (user: UserState, sessionId?: string): Principal => ({
  userId: user.userId,
  email: user.email,
  name: user.name,
  organisationId: user.organisationId,
  organisationIds: accessibleOrganisationIds(user),
  admin: user.status === 'active' && user.admin,
  superadmin: user.superadmin,
  owner: user.owner,
  pending: user.status === 'pending',
  ...(sessionId ? { sessionId } : {}),
});

/** Refuses a sign-in the web app routes on: no user (404 with the e-mail) or no organisation (403). */
export const assertMaySignIn = (user: UserState | null, email: string): UserState => {
  const refusal = user ? signInRefusal(user) : 'no_user';
  if (refusal === 'no_user' || !user) throw SignInRefusal.noUser(email);
  if (refusal === 'no_organisation') throw SignInRefusal.noOrganisation();
  return user;
};

/**
 * Sessions: a sign-in starts one (a refresh token family on `session-<id>`) and records the sign-in on
 * the user; a refresh rotates the refresh token and re-reads the user, so new rights (an accepted
 * invite) and lost ones (a removal) reach the next access token; sign-out revokes the family.
 */
@Injectable()
export class Sessions {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  private get accessTtl(): number {
    return this.runtime.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  private get refreshTtl(): number {
    return this.runtime.config.REFRESH_TOKEN_TTL_DAYS * 86400;
  }

  async start(user: UserState, method: SignInMethod, correlationId?: string): Promise<Session> {
    const refresh = newSecretToken();
    const metadata = identityMetadata({ userId: user.userId, email: user.email }, user.organisationId, correlationId);
    await this.shell.execute({
      streamId: sessionStreamId(refresh.id),
      decider: sessionDecider,
      command: { type: 'StartSession', data: { sessionId: refresh.id, userId: user.userId, method, tokenHash: refresh.hash, lifetimeSeconds: this.refreshTtl }, metadata },
    });
    const signedIn = await this.shell.execute({
      streamId: userStreamId(user.userId),
      decider: userDecider,
      command: { type: 'RecordSignIn', data: { userId: user.userId, method, sessionId: refresh.id }, metadata },
    });
    await this.runtime.awaitProjections(signedIn.position);
    return this.session(user, refresh.id, refresh.token);
  }

  async refresh(presented: string): Promise<Session> {
    const parsed = parseSecretToken(presented);
    if (!parsed) throw SignInRefusal.sessionExpired();
    const next = newSecretToken(parsed.id);
    const stream = sessionStreamId(parsed.id);
    const { state } = await this.shell.load(stream, sessionDecider);
    const metadata = identityMetadata({ userId: state.userId || 'anonymous' }, '');
    let refreshed;
    try {
      refreshed = await this.shell.execute({
        streamId: stream,
        decider: sessionDecider,
        command: { type: 'RefreshSession', data: { sessionId: parsed.id, presentedTokenHash: parsed.hash, newTokenHash: next.hash, lifetimeSeconds: this.refreshTtl }, metadata },
      });
    } catch (error) {
      if (error instanceof DomainError && error.code.startsWith('session.')) throw SignInRefusal.sessionExpired();
      throw error;
    }
    if (refreshed.events.some((e) => e.type === 'SessionRevoked')) throw SignInRefusal.sessionExpired();
    const user = (await this.users.load(state.userId)).state;
    if (signInRefusal(user) !== null) throw SignInRefusal.sessionExpired();
    return this.session(user, parsed.id, next.token);
  }

  /** Revokes the session of a live refresh token; anything else is ignored (sign-out always succeeds). */
  async end(presented: string): Promise<void> {
    const parsed = parseSecretToken(presented);
    if (!parsed) return;
    const stream = sessionStreamId(parsed.id);
    const { state } = await this.shell.load(stream, sessionDecider);
    if (state.status !== 'active') return;
    await this.shell.execute({
      streamId: stream,
      decider: sessionDecider,
      command: { type: 'EndSession', data: { sessionId: parsed.id, presentedTokenHash: parsed.hash }, metadata: identityMetadata({ userId: state.userId }, '') },
    });
  }

  private async session(user: UserState, sessionId: string, refreshToken: string): Promise<Session> {
    const accessToken = await this.tokens.sign(principalOf(user, sessionId), `${this.accessTtl}s`);
    return { accessToken, refreshToken, expiresIn: this.accessTtl, user: meUserFromState(user) };
  }
}
