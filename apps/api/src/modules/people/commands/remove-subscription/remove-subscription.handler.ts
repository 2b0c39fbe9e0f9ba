import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PersonSteps } from '../../person-steps';
import { RemoveSubscriptionCommand } from './remove-subscription.command';

/** See PersonSteps.removeSubscription; answers once the read models include the removal. */
@CommandHandler(RemoveSubscriptionCommand)
export class RemoveSubscriptionHandler implements ICommandHandler<RemoveSubscriptionCommand> {
  constructor(
    @Inject(PersonSteps) private readonly steps: PersonSteps,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, metadata, ifMatch }: RemoveSubscriptionCommand): Promise<void> {
    await this.runtime.awaitProjections(await this.steps.removeSubscription(personId, metadata, ifMatch));
  }
}
