import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEMO_INVITE_DELAY_MS } from '@profyle/contracts';
import { type CommandMetadata, IDENTITY_ERROR_CODES, isDomainError, organisationDecider, organisationStreamId } from '@profyle/domain';
import { type ScheduledItem, WorkScheduler } from '@profyle/projector';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { InviteAdminCommand } from '../../admin-users/commands/invite-admin/invite-admin.command';

export const DEMO_INVITE_WORK = 'demo.invite';
/** The invite's refusals that mean it needs no sending (the contact is in already): not retried. */
const ALREADY_IN = new Set<string>([IDENTITY_ERROR_CODES.alreadyMember, 'invite.already_sent']);

interface DemoInvitePayload {
  email: string;
  origin: string;
  /** The superadmin who created the demo: the invite comes from them. */
  inviter: { userId: string; email?: string };
}

/**
 * The demo invite e-mail (spec 002 section 9: sent 15 minutes after the demo was created, when chosen):
 * durable scheduled work, so it goes once even across a restart. When it is due, the contact is invited
 * to administer the demo exactly as an admin's invitation does (a pending user and the accept link).
 */
@Injectable()
export class DemoInvites implements OnModuleInit {
  constructor(
    @Inject(WorkScheduler) private readonly scheduler: WorkScheduler,
    @Inject(CommandShell) private readonly shell: CommandShell,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.scheduler.register(DEMO_INVITE_WORK, (item) => this.send(item));
  }

  /** Schedules the invite 15 minutes from the command's time; answers the position appended. */
  schedule({ organisationId, email, origin }: { organisationId: string; email: string; origin: string }, metadata: CommandMetadata): Promise<number | null> {
    const payload: DemoInvitePayload = { email, origin, inviter: { userId: metadata.actor.userId, ...(metadata.actor.email ? { email: metadata.actor.email } : {}) } };
    return this.scheduler.schedule(
      [{ itemId: `${DEMO_INVITE_WORK}:${organisationId}`, kind: DEMO_INVITE_WORK, organisationId, subjectId: organisationId, dueAt: new Date(Date.parse(metadata.now) + DEMO_INVITE_DELAY_MS), payload: { ...payload } }],
      metadata,
    );
  }

  private async send(item: ScheduledItem): Promise<string> {
    const { email, origin, inviter } = item.payload as unknown as DemoInvitePayload;
    const { state } = await this.shell.load(organisationStreamId(item.organisationId), organisationDecider);
    if (!state.exists) return 'skipped: organisation not found';
    if (state.closed !== null) return 'skipped: organisation closed';
    const metadata: CommandMetadata = { organisationId: item.organisationId, actor: inviter, correlationId: item.itemId, now: new Date().toISOString() };
    try {
      await this.commands.execute(new InviteAdminCommand(email, origin, metadata));
      return 'sent';
    } catch (error) {
      if (isDomainError(error) && ALREADY_IN.has(error.code)) return `skipped: ${error.message}`;
      throw error;
    }
  }
}
