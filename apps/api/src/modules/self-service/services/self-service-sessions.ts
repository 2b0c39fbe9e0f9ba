import { Inject, Injectable } from '@nestjs/common';
import { ONE_TIME_LOGIN_MINUTES, SELF_SERVICE_SESSION_HOURS, type OneTimeLoginSent, type SelfServiceSession } from '@profyle/contracts';
import { type CommandMetadata, DomainError, normaliseCardId, SELF_SERVICE_ERROR_CODES, SELF_SERVICE_ERROR_MESSAGES, selfServiceSessionDecider, selfServiceSessionStreamId, type SelfServiceView } from '@profyle/domain';
import { MAILER, type Mailer } from '@profyle/infrastructure';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { cardholderActorId, type CardholderPrincipal } from '../../../shared/auth/cardholder';
import { newSecretToken, parseSecretToken } from '../../../shared/auth/secret-tokens';
import { TokenService } from '../../../shared/auth/token.service';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { SignInLimits } from '../../identity/services/sign-in-limits';
import { ProfyleOwners } from '../../person-messages/services/profyle-owners';
import { letter, maskEmail, sendLetter } from '../../registration/services/registration-mails';
import { visitorMetadata } from '../../registration/services/profile-verification';


/**
 * Cardholders' sessions: a one-time login link for the person a card or digital Profyle opens, mailed
 * to that person's address (and counted against the address's link limit); the link starts a session
 * scoped to that person; sign-out ends it.
 */
@Injectable()
export class SelfServiceSessions {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async sendLink(cardId: string, view: SelfServiceView, origin: string, ip: string): Promise<OneTimeLoginSent> {
    const { person, organisation } = await this.owners.byCard(cardId);
    const email = person.email;
    await this.limits.beforeMail(email, ip, 'one-time-login');
    const secret = newSecretToken();
    const card = normaliseCardId(cardId);
    const issued = await this.shell.execute({
      streamId: selfServiceSessionStreamId(secret.id),
      decider: selfServiceSessionDecider,
      command: {
        type: 'IssueOneTimeLogin',
        data: { sessionId: secret.id, personId: person.person_id, email, cardId: card, view, tokenHash: secret.hash, lifetimeSeconds: ONE_TIME_LOGIN_MINUTES * 60 },
        metadata: visitorMetadata(person.organisation_id, secret.id, email),
      },
    });
    const query = new URLSearchParams({ id: card, orgId: person.organisation_id, view, token: secret.token });
    const link = `${origin}/my-profyle/edit?${query.toString()}`;
    const name = organisation?.name ?? 'your organisation';
    await sendLetter(
      this.mailer,
      letter(
        email,
        'Your link to update your Profyle',
        [`Hi ${person.first_name},`, `Use the button below to sign in and update your Profyle at ${name}.`, `The link can be used once and expires in ${ONE_TIME_LOGIN_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`],
        { label: 'Update my Profyle', href: link },
      ),
    );
    await this.runtime.awaitProjections(issued.position);
    return { success: true, email: maskEmail(email) };
  }

  /** Redeems the link once, for the card it was issued for, and starts the session. */
  async redeem(cardId: string, token: string): Promise<SelfServiceSession> {
    const parsed = parseSecretToken(token);
    const invalid = new DomainError(SELF_SERVICE_ERROR_CODES.linkInvalid, SELF_SERVICE_ERROR_MESSAGES.linkInvalid, 'validation', [{ path: 'token', msg: SELF_SERVICE_ERROR_MESSAGES.linkInvalid }]);
    if (!parsed) throw invalid;
    const stream = selfServiceSessionStreamId(parsed.id);
    const { state } = await this.shell.load(stream, selfServiceSessionDecider);
    if (state.status === 'absent' || state.cardId !== normaliseCardId(cardId)) throw invalid;
    const lifetime = SELF_SERVICE_SESSION_HOURS * 3600;
    const started = await this.shell.execute({
      streamId: stream,
      decider: selfServiceSessionDecider,
      command: { type: 'StartSelfServiceSession', data: { tokenHash: parsed.hash, lifetimeSeconds: lifetime }, metadata: this.metadataOf(state) },
    });
    await this.runtime.awaitProjections(started.position);
    const claims = { sessionId: state.sessionId, personId: state.personId, organisationId: state.organisationId, email: state.email };
    return { access_token: await this.tokens.signCardholder(claims, `${lifetime}s`), expires_in: lifetime, person_id: state.personId, organisation_id: state.organisationId, view: state.view };
  }

  /** The view the session's link asked for. */
  async viewOf(sessionId: string): Promise<SelfServiceView> {
    return (await this.shell.load(selfServiceSessionStreamId(sessionId), selfServiceSessionDecider)).state.view;
  }

  async end(cardholder: CardholderPrincipal): Promise<void> {
    const { state } = await this.shell.load(selfServiceSessionStreamId(cardholder.sessionId), selfServiceSessionDecider);
    const ended = await this.shell.execute({ streamId: selfServiceSessionStreamId(cardholder.sessionId), decider: selfServiceSessionDecider, command: { type: 'EndSelfServiceSession', data: {}, metadata: this.metadataOf(state) } });
    await this.runtime.awaitProjections(ended.position);
  }

  private metadataOf(state: { organisationId: string; personId: string; email: string; sessionId: string }): CommandMetadata {
    return { ...visitorMetadata(state.organisationId, state.sessionId, state.email), actor: { userId: cardholderActorId(state.personId), email: state.email } };
  }
}
