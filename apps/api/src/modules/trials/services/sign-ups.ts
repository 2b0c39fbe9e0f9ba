import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { EMAIL_LINK_LIFETIME_SECONDS, type EmailLinkResponse, type Session, type SignUpAttributionBody, TRIAL_MESSAGES } from '@profyle/contracts';
import { isDomainError, type SignInMethod, type SignUpAttribution, userDecider, userEmailDecider, userEmailStreamId, type UserState, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { PasswordHasher } from '../../../shared/auth/password-hasher';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { anonymousActor, identityMetadata } from '../../identity/services/identity-metadata';
import { Sessions } from '../../identity/services/sessions';
import { SignInLimits } from '../../identity/services/sign-in-limits';
import { SignInTokens } from '../../identity/services/sign-in-tokens';
import { UserDirectory } from '../../identity/services/user-directory';
import { TrialMails } from './trial-mails';

/** Where a sign-up link and a provider's sign-up continue: the wizard's first step. */
export const SIGN_UP_CONTINUE_URL = '/register/personal-details';

/** 409 'A user account with this email already exists. Please sign in.' */
export const accountExists = (): HttpException =>
  new HttpException({ errorMessage: TRIAL_MESSAGES.accountExists, errors: [{ path: 'email', msg: TRIAL_MESSAGES.accountExists }], code: 'account_exists' }, HttpStatus.CONFLICT);

const attributionOf = (body: SignUpAttributionBody | undefined): SignUpAttribution => ({
  utmSource: body?.utm_source ?? '',
  utmMedium: body?.utm_medium ?? '',
  utmCampaign: body?.utm_campaign ?? '',
  gclid: body?.gclid ?? '',
  affiliateId: body?.affiliate_id ?? '',
  cardId: body?.card_id ?? '',
});

/**
 * Signing up for a trial (spec 000 "Register (trial sign-up)"): an address nobody holds becomes a
 * registering user, signed in at once, who then creates their trial (POST /v2/trials/) or cancels. By
 * e-mail link (the address proven by the link), by password, or by a provider (proven by it). An address
 * someone holds is refused with the spec's words so the page sends them to sign in; a registering user
 * who proves their address again simply continues.
 */
@Injectable()
export class SignUps {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(Sessions) private readonly sessions: Sessions,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(TrialMails) private readonly mails: TrialMails,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  /** Mails the sign-up link, unless a user holds the address (409) or it had its links for now (429). */
  async requestLink(email: string, origin: string, ip: string): Promise<EmailLinkResponse> {
    if (await this.users.findByEmail(email)) throw accountExists();
    await this.limits.beforeMail(email, ip, 'sign-up');
    const token = await this.tokens.issue('email-link', email, EMAIL_LINK_LIFETIME_SECONDS, { continueUrl: SIGN_UP_CONTINUE_URL });
    await this.mails.signUpLink(email, `${origin}/auth/email-link?${new URLSearchParams({ token, continueUrl: SIGN_UP_CONTINUE_URL })}`);
    return { email };
  }

  /** The sign-up link: the address is proven. */
  async completeLink(token: string, attribution: SignUpAttributionBody | undefined, ip: string): Promise<Session> {
    const { email } = await this.tokens.redeem(token, 'email-link', { method: 'email-link', ip });
    return this.proven(email, 'email-link', attribution);
  }

  /** A provider's session code: the address is the provider's verified one. */
  async completeProvider(code: string, attribution: SignUpAttributionBody | undefined, ip: string): Promise<Session> {
    const { email, provider } = await this.tokens.redeem(code, 'session-code', { method: 'session-code', ip });
    return this.proven(email, (provider ?? 'google') as SignInMethod, attribution);
  }

  /** A password for a new address: signed up and in at once (the address's owner can always reset it). */
  async withPassword(email: string, password: string, attribution: SignUpAttributionBody | undefined): Promise<Session> {
    if (await this.users.findByEmail(email)) throw accountExists();
    return this.signUp(email, 'password', attribution, await this.passwords.hash(password));
  }

  private async proven(email: string, method: SignInMethod, attribution: SignUpAttributionBody | undefined): Promise<Session> {
    const existing = await this.users.findByEmail(email);
    if (existing?.state.status === 'registering') return this.sessions.start(existing.state, method);
    if (existing) throw accountExists();
    return this.signUp(email, method, attribution, null);
  }

  /** Claims the address (two sign-ups racing for it: one wins, the other is told it is taken), then the user. */
  private async signUp(email: string, method: SignInMethod, attribution: SignUpAttributionBody | undefined, passwordHash: string | null): Promise<Session> {
    const userId = randomUUID();
    const metadata = identityMetadata(anonymousActor(email), '');
    try {
      await this.shell.execute({ streamId: userEmailStreamId(email), decider: userEmailDecider, command: { type: 'ClaimUserEmail', data: { email, userId }, metadata } });
    } catch (error) {
      if (isDomainError(error) && error.kind === 'conflict') throw accountExists();
      throw error;
    }
    const signedUp = await this.shell.execute({
      streamId: userStreamId(userId),
      decider: userDecider,
      command: { type: 'SignUpUser', data: { userId, email, method, passwordHash, attribution: attributionOf(attribution) }, metadata: identityMetadata({ userId, email }, '') },
    });
    await this.runtime.awaitProjections(signedUp.position);
    const { state } = await this.users.load(userId);
    return this.sessions.start(state as UserState, method);
  }
}
