import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SelfRegistrationCreated } from '@profyle/contracts';
import { organisationDecider, organisationStreamId, type PersonProfile } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest } from '../../../../shared/organisation/organisation-command';
import { SavePersonCommand, type SavePersonResult } from '../../../people/commands/save-person/save-person.command';
import { ProfileVerification, visitorMetadata } from '../../services/profile-verification';
import { RegisterProfyleCommand } from './register-profyle.command';

/**
 * The registration is a person save like an admin's, placed on the organisation stream only as its
 * self-registration settings allow (enabled, an allowed domain, a free e-mail) and created unverified.
 * Without admin verification the verification e-mail is scheduled at once.
 */
@CommandHandler(RegisterProfyleCommand)
export class RegisterProfyleHandler implements ICommandHandler<RegisterProfyleCommand, SelfRegistrationCreated> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(ProfileVerification) private readonly verification: ProfileVerification,
  ) {}

  async execute({ organisationId, body, origin }: RegisterProfyleCommand): Promise<SelfRegistrationCreated> {
    const metadata = visitorMetadata(organisationId, randomUUID(), body.email);
    const { locations, location_ids, address, group_id, ...fields } = body;
    const profile: Partial<PersonProfile> & Pick<PersonProfile, 'email'> = {
      ...fields,
      group_id,
      // Addresses from the group need a group; a custom address only counts in custom mode.
      locations: locations === 'group' && group_id === null ? 'none' : locations,
      location_ids: locations === 'list' ? location_ids : [],
      address: locations === 'custom' ? address : '',
    };
    const saved = await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, profile, metadata, undefined, false, true));
    const { state } = await this.shell.load(organisationStreamId(organisationId), organisationDecider);
    const byAdmin = state.features.selfRegistration.adminVerification;
    const scheduled = byAdmin ? null : await this.verification.scheduleLink(saved.personId, origin, metadata);
    await this.runtime.awaitProjections(latest(saved.position, scheduled));
    return { personId: saved.personId, verification: byAdmin ? 'admin' : 'email' };
  }
}
