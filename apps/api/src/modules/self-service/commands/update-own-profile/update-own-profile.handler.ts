import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId, personDecider, personStreamId, selfServiceProfileChanges } from '@profyle/domain';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { SavePersonCommand, type SavePersonResult } from '../../../people/commands/save-person/save-person.command';
import { UpdateOwnProfileCommand } from './update-own-profile.command';

/**
 * The organisation's self-service settings decide what a cardholder may change (spec 001: fields turned
 * off by the administrator are disabled); the save itself is the person save every client uses, so the
 * e-mail, group and address rules of the organisation hold the same way.
 */
@CommandHandler(UpdateOwnProfileCommand)
export class UpdateOwnProfileHandler implements ICommandHandler<UpdateOwnProfileCommand, SavePersonResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ cardholder, body, metadata }: UpdateOwnProfileCommand): Promise<SavePersonResult> {
    const [{ state: organisation }, { state: person }] = await Promise.all([
      this.shell.load(organisationStreamId(cardholder.organisationId), organisationDecider),
      this.shell.load(personStreamId(cardholder.personId), personDecider),
    ]);
    const { password, ...requested } = body;
    const changes = selfServiceProfileChanges(organisation.features.selfService, person.profile, requested);
    const profile = { ...changes, email: person.profile.email, ...(password ? { password } : {}) };
    return this.commands.execute(new SavePersonCommand(cardholder.personId, profile, metadata));
  }
}
