import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type NewProfylePassword, organisationDecider, organisationStreamId, type PersonProfile, personDecider, personStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PasswordHasher } from '../../../../shared/auth/password-hasher';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { SavePersonCommand, type SavePersonResult } from './save-person.command';

/**
 * A new PIN or password is hashed here (argon2id); only the hash reaches the person's stream.
 * A person's e-mail is unique in the organisation, which the organisation stream owns. So a save is:
 * decide on the person first (refusals touch nothing), claim the e-mail on the organisation, then
 * append to the person. If that last append fails the claim is handed back to the previous e-mail.
 */
@CommandHandler(SavePersonCommand)
export class SavePersonHandler implements ICommandHandler<SavePersonCommand, SavePersonResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ personId, profile, metadata, ifMatch }: SavePersonCommand): Promise<SavePersonResult> {
    const id = personId ?? randomUUID();
    const stream = personStreamId(id);
    const password = await this.newPassword(profile);
    const command = personId
      ? ({ type: 'UpdatePerson', data: { personId: id, profile, password }, metadata } as const)
      : ({ type: 'CreatePerson', data: { personId: id, organisationId: metadata.organisationId, profile, password }, metadata } as const);
    const execution = { streamId: stream, decider: personDecider, command, ifMatch };

    const decided = await this.shell.dryRun(execution);
    if (decided.events.length === 0) return { personId: id, created: false, revision: decided.revision };
    const previous = personId ? decided.state.profile : null;

    await this.claimEmail(id, profile.email, metadata);
    try {
      const saved = await this.shell.execute({ ...execution, ifMatch: personId ? ifMatch : undefined });
      await this.runtime.awaitProjections(saved.position);
      return { personId: id, created: !personId, revision: saved.revision };
    } catch (error) {
      if (previous && previous.email !== profile.email) await this.claimEmail(id, previous.email, metadata);
      throw error;
    }
  }

  /** The PIN or password typed, with its hash; null when none was typed (the stored one is kept). */
  private async newPassword(profile: PersonProfile): Promise<NewProfylePassword | null> {
    if (profile.password_mode === 'disabled' || profile.password === '') return null;
    return { plain: profile.password, hash: await this.hasher.hash(profile.password) };
  }

  private claimEmail(personId: string, email: PersonProfile['email'], metadata: SavePersonCommand['metadata']) {
    return this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'ClaimPersonEmail', data: { personId, email }, metadata },
    });
  }
}
