import { Inject, Injectable } from '@nestjs/common';
import type { Session } from '@profyle/contracts';
import {
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
import { principalOf } from '../../../shared/auth/principal';
import { newSecretToken, parseSecretToken } from '../../../shared/auth/secret-tokens';
import { SignInRefusal } from '../../../shared/auth/sign-in-refusal';
import { TokenService } from '../../../shared/auth/token.service';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { identityMetadata } from './identity-metadata';
import { meUserFromState } from './me-user';
import { UserDirectory } from './user-directory';

/** Refuses a sign-in the web app routes on: no user (404 with the e-mail) or no organisation (403). */
export const assertMaySignIn = (user: UserState | null, email: string): UserState => {
  const refusal = user ? signInRefusal(user) : 'no_user';
  if (refusal === 'no_user' || !user) throw SignInRefusal.noUser(email);
  if (refusal === 'no_organisation') throw SignInRefusal.noOrganisation();
  return user;
};

/**
 * Sessions: a sign-in starts one (a refresh token family on `session-<id>`) and records the sign-in on
 * the user; a refresh rotates the refresh token and re-reads the user; sign-out revokes the family. The
 * access token names its session, and every request checks that session and the user's current rights
 * (CurrentAccess), so access tokens stop working the moment their session ends.
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
    if (refreshed.events.some((e) => e.type === 'SessionRevoked')) {
      // A copied refresh token: every access token of the session is refused from the next request on.
      await this.runtime.awaitProjections(refreshed.position);
      throw SignInRefusal.sessionExpired();
    }
    const user = (await this.users.load(state.userId)).state;
    if (signInRefusal(user) !== null) throw SignInRefusal.sessionExpired();
    // No event: the token rotated away a moment ago by a concurrent refresh; the caller holds the new one.
    return this.session(user, parsed.id, refreshed.events.length > 0 ? next.token : undefined);
  }

  /**
   * Sign-out: revokes the session of a live refresh token, or the session an access token was issued for
   * (only by its own user). Anything else is ignored: sign-out always succeeds. Answers once the sessions
   * read model includes the revocation, so the access token is refused by every api process from then on.
   */
  async end(presented: { refreshToken?: string | null; access?: { userId: string; sessionId?: string } | null }): Promise<void> {
    const parsed = presented.refreshToken ? parseSecretToken(presented.refreshToken) : null;
    const positions: (number | null)[] = [];
    if (parsed) {
      const stream = sessionStreamId(parsed.id);
      const { state } = await this.shell.load(stream, sessionDecider);
      if (state.status === 'active') {
        const ended = await this.shell.execute({
          streamId: stream,
          decider: sessionDecider,
          command: { type: 'EndSession', data: { sessionId: parsed.id, presentedTokenHash: parsed.hash }, metadata: identityMetadata({ userId: state.userId }, '') },
        });
        positions.push(ended.position);
      }
    }
    const access = presented.access;
    if (access?.sessionId) {
      const revoked = await this.shell.execute({
        streamId: sessionStreamId(access.sessionId),
        decider: sessionDecider,
        command: { type: 'RevokeSession', data: { sessionId: access.sessionId, userId: access.userId }, metadata: identityMetadata({ userId: access.userId }, '') },
      });
      positions.push(revoked.position);
    }
    const last = positions.filter((p): p is number => p !== null).sort((a, b) => b - a)[0] ?? null;
    await this.runtime.awaitProjections(last);
  }

  private async session(user: UserState, sessionId: string, refreshToken: string | undefined): Promise<Session> {
    const accessToken = await this.tokens.sign(principalOf(user, sessionId), `${this.accessTtl}s`);
    return { accessToken, ...(refreshToken ? { refreshToken } : {}), expiresIn: this.accessTtl, user: meUserFromState(user) };
  }
}
