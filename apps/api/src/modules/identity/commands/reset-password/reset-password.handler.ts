import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResetPasswordResponse } from '@profyle/contracts';
import { userDecider, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PasswordHasher } from '../../../../shared/auth/password-hasher';
import { SignInRefusal } from '../../../../shared/auth/sign-in-refusal';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { identityMetadata } from '../../services/identity-metadata';
import { SignInTokens } from '../../services/sign-in-tokens';
import { UserDirectory } from '../../services/user-directory';
import { ResetPasswordCommand } from './reset-password.command';

/** Redeem the reset link, hash the new password here, store the hash on the user (reset-password-user). */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, ResetPasswordResponse> {
  constructor(
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ token, password, ip }: ResetPasswordCommand): Promise<ResetPasswordResponse> {
    const { email } = await this.tokens.redeem(token, 'password-reset', { method: 'password-reset', ip });
    const user = (await this.users.findByEmail(email))?.state;
    if (!user) throw SignInRefusal.invalidActionCode();
    const passwordHash = await this.passwords.hash(password);
    const reset = await this.shell.execute({
      streamId: userStreamId(user.userId),
      decider: userDecider,
      command: { type: 'ResetUserPassword', data: { userId: user.userId, passwordHash }, metadata: identityMetadata({ userId: user.userId, email: user.email }, user.organisationId) },
    });
    await this.runtime.awaitProjections(reset.position);
    return { reset: true, email };
  }
}
