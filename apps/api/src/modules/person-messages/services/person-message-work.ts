import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACADEMY_EMAIL_COUNT, ACADEMY_INTERVAL_DAYS } from '@profyle/contracts';
import { type CommandMetadata, isDomainError, isErasedValue, personDecider, personStreamId } from '@profyle/domain';
import { type ScheduledItem, WorkScheduler } from '@profyle/projector';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { latest } from '../../../shared/organisation/organisation-command';
import { type MailRecipient, PersonMails } from './person-mails';
import { type ProfyleOwner, ProfyleOwners } from './profyle-owners';

export const WELCOME_EMAIL_WORK = 'welcome-email';
export const SUBSCRIPTION_ENDED_EMAIL_WORK = 'subscription-ended-email';
export const ACADEMY_EMAIL_WORK = 'academy-email';

const DAY_MS = 24 * 60 * 60 * 1000;
const academyItemId = (seriesId: string, step: number) => `academy-${seriesId}-${step}`;

export const mailRecipient = ({ person, organisation }: ProfyleOwner): MailRecipient => ({
  email: person.email,
  firstName: person.first_name,
  organisationName: organisation?.name ?? 'Your organisation',
  digitalId: person.subscription?.digital_id ?? null,
});

/**
 * The person e-mails that go out later or in the background, on the durable scheduler: the welcome
 * e-mail after a subscription is assigned and the Academy series (seven e-mails, one every
 * ACADEMY_INTERVAL_DAYS). Each is its own scheduled item, done exactly once. (The notice that a
 * subscription ended is sent by the subscription-ended consumer; notices scheduled here before that are
 * still done.)
 */
@Injectable()
export class PersonMessageWork implements OnModuleInit {
  constructor(
    @Inject(WorkScheduler) private readonly scheduler: WorkScheduler,
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(PersonMails) private readonly mails: PersonMails,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.scheduler
      .register(WELCOME_EMAIL_WORK, (item) => this.sendWelcome(item))
      .register(SUBSCRIPTION_ENDED_EMAIL_WORK, (item) => this.sendSubscriptionEnded(item))
      .register(ACADEMY_EMAIL_WORK, (item) => this.sendAcademy(item));
  }

  /** The welcome e-mail, due now; `key` makes it once per subscription (or card). */
  scheduleWelcome(personId: string, key: string, metadata: CommandMetadata): Promise<number | null> {
    return this.scheduler.schedule([{ itemId: `welcome-${personId}-${key}`, kind: WELCOME_EMAIL_WORK, organisationId: metadata.organisationId, subjectId: personId, dueAt: new Date(metadata.now) }], metadata);
  }

  /**
   * A new Academy series: its seven e-mails are scheduled first (so an interruption can only leave them
   * scheduled, never lost), then the person records the series, then the previous series' e-mails still
   * waiting are cancelled.
   */
  async enrolInAcademy(personId: string, metadata: CommandMetadata): Promise<void> {
    const seriesId = randomUUID();
    const start = Date.parse(metadata.now);
    const itemIds = Array.from({ length: ACADEMY_EMAIL_COUNT }, (_, index) => academyItemId(seriesId, index + 1));
    const scheduled = await this.scheduler.schedule(
      itemIds.map((itemId, index) => ({
        itemId,
        kind: ACADEMY_EMAIL_WORK,
        organisationId: metadata.organisationId,
        subjectId: personId,
        dueAt: new Date(start + index * ACADEMY_INTERVAL_DAYS * DAY_MS),
        payload: { seriesId, step: index + 1 },
      })),
      metadata,
    );
    let enrolled;
    try {
      enrolled = await this.shell.execute({ streamId: personStreamId(personId), decider: personDecider, command: { type: 'EnrolInAcademy', data: { personId, seriesId }, metadata } });
    } catch (error) {
      await this.scheduler.cancel(itemIds, 'enrolment refused', metadata);
      throw error;
    }
    const [event] = enrolled.events;
    const previous = event?.type === 'PersonAcademyEnrolled' ? event.data.previousSeriesId : null;
    if (previous) {
      await this.scheduler.cancel(
        Array.from({ length: ACADEMY_EMAIL_COUNT }, (_, index) => academyItemId(previous, index + 1)),
        'replaced by a new enrolment',
        metadata,
      );
    }
    await this.runtime.awaitProjections(latest(scheduled, enrolled.position));
  }

  private async ownerOf(item: ScheduledItem): Promise<ProfyleOwner | null> {
    try {
      return await this.owners.byPerson(item.organisationId, item.subjectId);
    } catch (error) {
      if (isDomainError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  }

  private async sendWelcome(item: ScheduledItem): Promise<string> {
    const owner = await this.ownerOf(item);
    if (!owner) return 'skipped: the person was deleted';
    if (!owner.person.subscription) return 'skipped: the person no longer has a subscription';
    await this.mails.welcome(mailRecipient(owner), new Date());
    return 'sent';
  }

  private async sendSubscriptionEnded(item: ScheduledItem): Promise<string> {
    const { state } = await this.shell.load(personStreamId(item.subjectId), personDecider);
    const { email, first_name: firstName } = state.profile;
    if (state.erasedAt !== null || !email || isErasedValue(email)) return 'skipped: the person was erased';
    await this.mails.subscriptionEnded({ email, firstName: isErasedValue(firstName) ? '' : firstName, organisationName: String(item.payload.organisationName) });
    return 'sent';
  }

  private async sendAcademy(item: ScheduledItem): Promise<string> {
    const owner = await this.ownerOf(item);
    if (!owner) return 'skipped: the person was deleted';
    await this.mails.academy(Number(item.payload.step), mailRecipient(owner));
    return 'sent';
  }
}
