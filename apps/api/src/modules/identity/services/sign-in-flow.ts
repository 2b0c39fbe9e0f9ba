import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Session } from '@profyle/contracts';
import type { SignInMethod, UserState } from '@profyle/domain';
import { assertMaySignIn, Sessions } from './sessions';
import { SignInRecorder } from './sign-in-recorder';
import { UserDirectory } from './user-directory';

/** The end of every sign-in: the proven e-mail's user may sign in (or the refusal is recorded), then a session. */
@Injectable()
export class SignInFlow {
  constructor(
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
    @Inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async signIn(email: string, method: SignInMethod, ip: string, known?: UserState): Promise<Session> {
    const user = known ?? (await this.users.findByEmail(email))?.state ?? null;
    try {
      assertMaySignIn(user, email);
    } catch (refusal) {
      const status = refusal instanceof HttpException ? refusal.getStatus() : 0;
      await this.recorder.failed({ email, user, method, reason: status === 404 ? 'no_user' : 'no_organisation', ip });
      throw refusal;
    }
    return this.sessions.start(user as UserState, method);
  }
}
