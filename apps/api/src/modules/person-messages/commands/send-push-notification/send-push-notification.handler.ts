import { HttpException, HttpStatus, Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PEOPLE_MESSAGES, PERSON_MESSAGE_TEXTS } from '@profyle/contracts';
import { DomainError, personDecider, personStreamId } from '@profyle/domain';
import { PUSH_SENDER, PushDeliveryError, type PushSender } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { ProfyleOwners } from '../../services/profyle-owners';
import { SendPushNotificationCommand } from './send-push-notification.command';

const failed = () => new HttpException({ errorMessage: PEOPLE_MESSAGES.notificationError, errors: [] }, HttpStatus.BAD_GATEWAY);

/**
 * Push notifications reach a person only with a digital Profyle and a registered device (spec 001
 * section 4). A token the provider says is no longer registered is withdrawn from the person, so the
 * page shows UNAVAILABLE from then on.
 */
@CommandHandler(SendPushNotificationCommand)
export class SendPushNotificationHandler implements ICommandHandler<SendPushNotificationCommand> {
  private readonly logger = new Logger('push');

  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(PUSH_SENDER) private readonly push: PushSender,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, title, body, metadata }: SendPushNotificationCommand): Promise<void> {
    const { person } = await this.owners.byPerson(metadata.organisationId, personId);
    const token = (await this.shell.load(personStreamId(personId), personDecider)).state.pushToken;
    if (!person.subscription?.digital_id || !token) throw new DomainError('push.unavailable', PERSON_MESSAGE_TEXTS.pushUnavailable, 'rule');
    try {
      await this.push.send({ token, title, body, data: { personId, digitalId: person.subscription.digital_id } });
    } catch (error) {
      if (!(error instanceof PushDeliveryError)) throw error;
      this.logger.warn(`push to person ${personId} failed (${error.failure}): ${error.message}`);
      if (error.failure === 'unregistered') {
        const withdrawn = await this.shell.execute({ streamId: personStreamId(personId), decider: personDecider, command: { type: 'ChangePushToken', data: { personId, token: null }, metadata } });
        await this.runtime.awaitProjections(withdrawn.position);
      }
      throw failed();
    }
  }
}
