import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userEmailDecider, userEmailStreamId, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PasswordHasher } from '../../../../shared/auth/password-hasher';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { CreateUserCommand } from './create-user.command';

/** Claim the e-mail in the registry first (a taken one refuses with 409), then create the user. */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, string> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ user, metadata }: CreateUserCommand): Promise<string> {
    const passwordHash = user.password ? await this.passwords.hash(user.password) : null;
    await this.shell.execute({ streamId: userEmailStreamId(user.email), decider: userEmailDecider, command: { type: 'ClaimUserEmail', data: { email: user.email, userId: user.userId }, metadata } });
    const created = await this.shell.execute({
      streamId: userStreamId(user.userId),
      decider: userDecider,
      command: {
        type: 'CreateUser',
        data: { userId: user.userId, email: user.email, name: user.name, organisationId: user.organisationId, admin: true, superadmin: user.superadmin ?? false, owner: user.owner ?? false, passwordHash },
        metadata: { ...metadata, organisationId: user.organisationId },
      },
    });
    await this.runtime.awaitProjections(created.position);
    return user.userId;
  }
}
