import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { introductionDecider, introductionStreamId } from '@profyle/domain';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CaptureIntroductionCommand } from './capture-introduction.command';

/**
 * Records the introduction on its own stream. The person's introduction counter, the intro e-mail to the
 * visitor and the introduction.created webhook all follow from the IntroductionCaptured event.
 */
@CommandHandler(CaptureIntroductionCommand)
export class CaptureIntroductionHandler implements ICommandHandler<CaptureIntroductionCommand, { introductionId: string }> {
  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  async execute(command: CaptureIntroductionCommand): Promise<{ introductionId: string }> {
    const introductionId = randomUUID();
    await this.shell.execute({
      streamId: introductionStreamId(introductionId),
      decider: introductionDecider,
      command: {
        type: 'CaptureIntroduction',
        data: {
          introductionId,
          personId: command.personId,
          owner: command.owner,
          contact: command.contact,
          consents: command.consents,
          offeredConsents: command.offeredConsents,
          via: 'exchange',
          country: command.country,
          eventId: command.eventId,
        },
        metadata: command.metadata,
      },
    });
    return { introductionId };
  }
}
