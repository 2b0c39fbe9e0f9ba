import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PersonSteps } from '../../person-steps';
import { AssignSubscriptionCommand } from './assign-subscription.command';

/** See PersonSteps.assignSubscription; answers once the read models include the assignment. */
@CommandHandler(AssignSubscriptionCommand)
export class AssignSubscriptionHandler implements ICommandHandler<AssignSubscriptionCommand> {
  constructor(
    @Inject(PersonSteps) private readonly steps: PersonSteps,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, type, cardShortCode, sendEmail, metadata, ifMatch }: AssignSubscriptionCommand): Promise<void> {
    await this.runtime.awaitProjections(await this.steps.assignSubscription(personId, type, cardShortCode, sendEmail, metadata, ifMatch));
  }
}
