import { Inject, type OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EmployeesInvitedResponse, SELF_REGISTRATION_MESSAGES } from '@profyle/contracts';
import { DomainError, organisationDecider, organisationStreamId } from '@profyle/domain';
import { type ScheduledItem, WorkScheduler } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { RegistrationMails } from '../../services/registration-mails';
import { InviteEmployeesCommand } from './invite-employees.command';

export const EMPLOYEE_INVITE_EMAIL_WORK = 'employee-invite-email';

/** The organisation's self-registration link on this portal, optionally for one of its groups; null for anything else. */
export const selfRegistrationLink = (value: string, origin: string, organisationId: string): string | null => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.replace(/\/+$/, '') !== `/register-profyle/${encodeURIComponent(organisationId)}`) return null;
  const groupId = url.searchParams.get('group_id');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${groupId ? `?group_id=${encodeURIComponent(groupId)}` : ''}`;
};

/**
 * The organisation decides (self-registration enabled, allowed domains) and records the invite; then
 * each address gets its e-mail on the durable scheduler, once.
 */
@CommandHandler(InviteEmployeesCommand)
export class InviteEmployeesHandler implements ICommandHandler<InviteEmployeesCommand, EmployeesInvitedResponse>, OnModuleInit {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(WorkScheduler) private readonly scheduler: WorkScheduler,
    @Inject(RegistrationMails) private readonly mails: RegistrationMails,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.scheduler.register(EMPLOYEE_INVITE_EMAIL_WORK, (item) => this.send(item));
  }

  async execute({ body, metadata, origin }: InviteEmployeesCommand): Promise<EmployeesInvitedResponse> {
    const inviteUrl = selfRegistrationLink(body.invite_url, origin, metadata.organisationId);
    if (!inviteUrl) throw new DomainError('self_registration.invite_url', SELF_REGISTRATION_MESSAGES.inviteUrlInvalid, 'validation', [{ path: 'invite_url', msg: SELF_REGISTRATION_MESSAGES.inviteUrlInvalid }]);
    const invited = await onOrganisation(this.shell, metadata, 'InviteEmployees', { emails: body.emails, inviteUrl });
    const [event] = invited.events;
    const emails: string[] = event?.type === 'EmployeesInvited' ? event.data.emails : [];
    const { state } = await this.shell.load(organisationStreamId(metadata.organisationId), organisationDecider);
    const sender = metadata.actor.email ?? state.name;
    const scheduled = await this.scheduler.schedule(
      emails.map((email, index) => ({
        itemId: `employee-invite-${metadata.correlationId}-${index}`,
        kind: EMPLOYEE_INVITE_EMAIL_WORK,
        organisationId: metadata.organisationId,
        subjectId: email,
        dueAt: new Date(metadata.now),
        payload: { email, inviteUrl, organisationName: state.name, sender },
      })),
      metadata,
    );
    await this.runtime.awaitProjections(latest(invited.position, scheduled));
    return { success: true, sent: emails.length };
  }

  private async send(item: ScheduledItem): Promise<string> {
    const { email, inviteUrl, organisationName, sender } = item.payload as { email: string; inviteUrl: string; organisationName: string; sender: string };
    await this.mails.employeeInvite(email, organisationName, sender, inviteUrl);
    return 'sent';
  }
}
