import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CONTACTS_MESSAGES } from '@profyle/contracts';
import { contactDecider, DomainError, introductionStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { parseSecretToken } from '../../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CompleteFollowUpCommand } from './complete-follow-up.command';

/** Whoever holds a follow-up link acts as the link, not as a user. */
export const FOLLOW_UP_LINK_ACTOR = { userId: 'follow-up-link' };

/**
 * Completes the follow-up a token was issued for. A token of the wrong shape is refused before any read;
 * one never issued (forged) or already used is refused by the contact decider.
 */
@CommandHandler(CompleteFollowUpCommand)
export class CompleteFollowUpHandler implements ICommandHandler<CompleteFollowUpCommand, { success: true }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ token, correlationId }: CompleteFollowUpCommand): Promise<{ success: true }> {
    const parsed = parseSecretToken(token);
    if (!parsed) throw new DomainError('contact.follow_up_token_invalid', CONTACTS_MESSAGES.followUpTokenInvalid, 'validation', [{ path: 'token', msg: CONTACTS_MESSAGES.followUpTokenInvalid }]);
    const streamId = introductionStreamId(parsed.id);
    const { state } = await this.shell.load(streamId, contactDecider);
    const metadata = { organisationId: state.organisationId, actor: FOLLOW_UP_LINK_ACTOR, correlationId, now: new Date().toISOString() };
    const executed = await this.shell.execute({ streamId, decider: contactDecider, command: { type: 'CompleteFollowUp', data: { introductionId: parsed.id, tokenHash: parsed.hash }, metadata } });
    await this.runtime.awaitProjections(executed.position);
    return { success: true };
  }
}
