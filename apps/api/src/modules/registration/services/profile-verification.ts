import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PROFILE_VERIFICATION_LINK_DAYS } from '@profyle/contracts';
import { type CommandMetadata, DomainError, isDomainError, ORGANISATION_ERROR_CODES, organisationDecider, organisationStreamId, personDecider, personStreamId } from '@profyle/domain';
import { type ScheduledItem, WorkScheduler } from '@profyle/projector';
import { hashSecretToken } from '../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { latest } from '../../../shared/organisation/organisation-command';
import { PersonSteps } from '../../people/person-steps';
import { RegistrationMails } from './registration-mails';

export const PROFILE_VERIFICATION_EMAIL_WORK = 'profile-verification-email';
const DAY_SECONDS = 86_400;

/** The metadata of what a stranger (or a link they hold) does inside an organisation. */
export const visitorMetadata = (organisationId: string, correlationId: string, email?: string): CommandMetadata => ({
  organisationId,
  actor: { userId: 'anonymous', ...(email ? { email } : {}) },
  correlationId,
  now: new Date().toISOString(),
});

/**
 * Verifying a self-registered person (spec 000 "Self-service profile registration"): the e-mail with
 * the verification link goes on the durable scheduler, and its secret is made when the e-mail is sent,
 * so only its hash is ever stored. Verifying (by the link, or by an admin) gives the person a digital
 * Profyle from the organisation's subscriptions (with the welcome e-mail, as the organisation allows)
 * and then records them verified: a verification refused for want of subscriptions changes nothing and
 * can be tried again.
 */
@Injectable()
export class ProfileVerification implements OnModuleInit {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(WorkScheduler) private readonly scheduler: WorkScheduler,
    @Inject(RegistrationMails) private readonly mails: RegistrationMails,
    @Inject(PersonSteps) private readonly steps: PersonSteps,
  ) {}

  onModuleInit(): void {
    this.scheduler.register(PROFILE_VERIFICATION_EMAIL_WORK, (item) => this.sendLink(item));
  }

  /** The verification e-mail, due now; `origin` is the portal the link opens. */
  scheduleLink(personId: string, origin: string, metadata: CommandMetadata): Promise<number | null> {
    return this.scheduler.schedule(
      [{ itemId: `profile-verification-${personId}-${metadata.correlationId}`, kind: PROFILE_VERIFICATION_EMAIL_WORK, organisationId: metadata.organisationId, subjectId: personId, dueAt: new Date(metadata.now), payload: { origin } }],
      metadata,
    );
  }

  /** Verifies the person and answers their digital Profyle's id; `tokenHash` for the e-mail link, none for an admin. */
  async verify(personId: string, metadata: CommandMetadata, tokenHash?: string): Promise<{ digitalId: string; position: number | null }> {
    const command = tokenHash === undefined ? ({ personId, method: 'admin' } as const) : ({ personId, method: 'email', tokenHash } as const);
    const verification = { streamId: personStreamId(personId), decider: personDecider, command: { type: 'VerifyPerson' as const, data: command, metadata } };
    await this.shell.dryRun(verification);
    const assigned = await this.ensureProfyle(personId, metadata);
    const verified = await this.shell.execute(verification);
    const { state } = await this.shell.load(organisationStreamId(metadata.organisationId), organisationDecider);
    const digitalId = state.subscriptions.get(personId)?.digitalId;
    if (!digitalId) throw new DomainError('person.no_profyle', 'This person has no digital Profyle', 'rule');
    return { digitalId, position: latest(assigned, verified.position) };
  }

  /** A digital subscription unless the person holds one (two verifications at once assign one). */
  private async ensureProfyle(personId: string, metadata: CommandMetadata): Promise<number | null> {
    const { state } = await this.shell.load(organisationStreamId(metadata.organisationId), organisationDecider);
    if (state.subscriptions.has(personId)) return null;
    try {
      return await this.steps.assignSubscription(personId, 'digital', null, true, metadata);
    } catch (error) {
      if (isDomainError(error) && error.code === ORGANISATION_ERROR_CODES.hasSubscription) return null;
      throw error;
    }
  }

  private async sendLink(item: ScheduledItem): Promise<string> {
    const personId = item.subjectId;
    const { state: person } = await this.shell.load(personStreamId(personId), personDecider);
    if (person.status !== 'active') return 'skipped: the person was deleted';
    if (!person.unverified) return 'skipped: the person is verified';
    const { state: organisation } = await this.shell.load(organisationStreamId(item.organisationId), organisationDecider);
    const secret = randomBytes(32).toString('base64url');
    const metadata = visitorMetadata(item.organisationId, item.itemId);
    await this.shell.execute({
      streamId: personStreamId(personId),
      decider: personDecider,
      command: { type: 'IssuePersonVerificationLink', data: { personId, tokenHash: hashSecretToken(secret), lifetimeSeconds: PROFILE_VERIFICATION_LINK_DAYS * DAY_SECONDS }, metadata },
    });
    const origin = String(item.payload.origin ?? '');
    const link = `${origin}/register-profyle/${encodeURIComponent(item.organisationId)}/people/${encodeURIComponent(personId)}/verify/${secret}`;
    await this.mails.verification(person.profile.email, person.profile.first_name, organisation.name, link, PROFILE_VERIFICATION_LINK_DAYS);
    return 'sent';
  }
}
