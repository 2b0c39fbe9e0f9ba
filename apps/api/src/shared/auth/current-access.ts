import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isSelfServiceSessionActive, personDecider, personStreamId, selfServiceSessionDecider, selfServiceSessionStreamId, sessionDecider, sessionStreamId, signInRefusal, userDecider, userStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type SessionDoc, sessionsProjection, type UserDoc, usersProjection } from '@profyle/projector';
import { CommandShell } from '../command-shell/command-shell';
import { readModel } from '../read-model/read-model';
import type { CardholderPrincipal } from './cardholder';
import { type Principal, principalOf } from './principal';
import { TokenService } from './token.service';

/** The bearer token of a request, or '' when it sent none. */
export const bearerToken = (request: Request): string => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/** The principal of a user as the users read model holds them now. */
const principalOfDoc = (doc: UserDoc, sessionId: string): Principal => ({
  userId: doc.id,
  email: doc.email,
  name: doc.name,
  organisationId: doc.organisationId,
  organisationIds: doc.access_org_ids,
  admin: doc.status === 'active' && doc.admin,
  superadmin: doc.superadmin,
  owner: doc.owner,
  pending: doc.pending,
  registering: doc.status === 'registering',
  sessionId,
});

/** A registered user who reaches no organisation (and is no superadmin) may not be signed in, as at sign-in. */
const mayBeSignedIn = (doc: UserDoc): boolean => doc.status === 'pending' || doc.status === 'registering' || doc.organisationId !== '' || doc.superadmin;

/**
 * What the holder of an access token may do now: the token names a session and a user; the session must
 * still be active and the user's rights are read from the users read model, so a sign-out, a removal or a
 * lost organisation counts on the very next request, whichever api process answers it (the read models
 * are shared, and the commands that change them answer only once the read models include the change).
 *
 * Two key lookups per request. A document that is not there yet (a session started a moment ago whose
 * projection lags) is looked up on its stream instead, so a fresh sign-in is never refused.
 */
@Injectable()
export class CurrentAccess {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  /** The principal of a request's bearer token, or null when it has none, or one that is forged, expired or over. */
  async ofRequest(request: Request): Promise<Principal | null> {
    const token = bearerToken(request);
    const claims = token ? await this.tokens.verify(token) : null;
    return claims ? this.principal(claims.userId, claims.sessionId) : null;
  }

  /** The principal for a verified token's user and session, or null when the session or the user is over. */
  async principal(userId: string, sessionId: string | undefined): Promise<Principal | null> {
    if (!sessionId) return null;
    const [session, user] = await Promise.all([readModel(this.store, sessionsProjection).get(sessionId), readModel(this.store, usersProjection).get(userId)]);
    if (!(await this.sessionActive(session, sessionId, userId))) return null;
    if (user) return mayBeSignedIn(user) ? principalOfDoc(user, sessionId) : null;
    const { state } = await this.shell.load(userStreamId(userId), userDecider);
    return signInRefusal(state) === null ? principalOf(state, sessionId) : null;
  }

  /**
   * The cardholder of a request's self-service token, or null when it has none, or one that is forged,
   * expired, signed out or whose person is gone; 'email-mismatch' when the person's e-mail changed since
   * the link was sent (the session was proven for the old address).
   */
  async cardholderOfRequest(request: Request): Promise<CardholderPrincipal | 'email-mismatch' | null> {
    const token = bearerToken(request);
    const claims = token ? await this.tokens.verifyCardholder(token) : null;
    if (!claims) return null;
    const { state: session } = await this.shell.load(selfServiceSessionStreamId(claims.sessionId), selfServiceSessionDecider);
    if (!isSelfServiceSessionActive(session, new Date().toISOString()) || session.personId !== claims.personId) return null;
    const { state: person } = await this.shell.load(personStreamId(session.personId), personDecider);
    if (person.status !== 'active' || person.organisationId !== session.organisationId) return null;
    if (person.profile.email !== session.email) return 'email-mismatch';
    return { sessionId: session.sessionId, personId: session.personId, organisationId: session.organisationId, email: session.email };
  }

  private async sessionActive(doc: SessionDoc | null, sessionId: string, userId: string): Promise<boolean> {
    if (doc) return doc.status === 'active' && doc.user_id === userId && Date.parse(doc.expires_at) > Date.now();
    const { state } = await this.shell.load(sessionStreamId(sessionId), sessionDecider);
    return state.status === 'active' && state.userId === userId && state.expiresAt !== null && Date.parse(state.expiresAt) > Date.now();
  }
}
