import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PersonSteps } from '../../person-steps';
import { DeletePersonCommand } from './delete-person.command';

/** See PersonSteps.deletePerson; answers once the read models include the deletion. */
@CommandHandler(DeletePersonCommand)
export class DeletePersonHandler implements ICommandHandler<DeletePersonCommand> {
  constructor(
    @Inject(PersonSteps) private readonly steps: PersonSteps,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, metadata, ifMatch }: DeletePersonCommand): Promise<void> {
    await this.runtime.awaitProjections(await this.steps.deletePerson(personId, metadata, ifMatch));
  }
}
