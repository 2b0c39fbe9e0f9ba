import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AUTH_MESSAGES, type Session } from '@profyle/contracts';
import { PasswordHasher } from '../../../../shared/auth/password-hasher';
import { SignInFlow } from '../../services/sign-in-flow';
import { SignInLimits } from '../../services/sign-in-limits';
import { SignInRecorder } from '../../services/sign-in-recorder';
import { UserDirectory } from '../../services/user-directory';
import { SignInWithPasswordCommand } from './sign-in-with-password.command';

const refuse = (status: HttpStatus, message: string, path: string) => new HttpException({ errorMessage: message, errors: [{ path, msg: message }] }, status);

/** 404 'No user found with this email address', 401 'The password provided is incorrect', else a session. */
@CommandHandler(SignInWithPasswordCommand)
export class SignInWithPasswordHandler implements ICommandHandler<SignInWithPasswordCommand, Session> {
  constructor(
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
    @Inject(SignInFlow) private readonly flow: SignInFlow,
  ) {}

  async execute({ email, password, ip }: SignInWithPasswordCommand): Promise<Session> {
    await this.limits.beforePassword(email, ip);
    const user = (await this.users.findByEmail(email))?.state ?? null;
    if (!user) {
      await this.recorder.failed({ email, user: null, method: 'password', reason: 'no_user', ip });
      throw refuse(HttpStatus.NOT_FOUND, AUTH_MESSAGES.userNotFound, 'email');
    }
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      await this.recorder.failed({ email, user, method: 'password', reason: user.passwordHash ? 'wrong_password' : 'no_password', ip });
      throw refuse(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.wrongPassword, 'password');
    }
    return this.flow.signIn(email, 'password', ip, user);
  }
}
