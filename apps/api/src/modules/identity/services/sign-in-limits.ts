import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { RateLimiter } from '../../../shared/auth/rate-limiter';
import { SignInRefusal } from '../../../shared/auth/sign-in-refusal';
import { SignInRecorder } from './sign-in-recorder';
import { UserDirectory } from './user-directory';

/**
 * Sign-in attempts (passwords, e-mail links, their completion, session codes, password resets) are
 * limited per e-mail address and per client IP: SIGN_IN_RATE_LIMIT attempts per
 * SIGN_IN_RATE_WINDOW_SECONDS (10 per 15 minutes by default). A refused attempt is a failed sign-in too.
 */
@Injectable()
export class SignInLimits {
  private readonly limiter: RateLimiter;

  constructor(
    @Inject(RUNTIME) runtime: Runtime,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {
    this.limiter = new RateLimiter(runtime.config.SIGN_IN_RATE_LIMIT, runtime.config.SIGN_IN_RATE_WINDOW_SECONDS * 1000);
  }

  async attempt(email: string | null, ip: string, method: string): Promise<void> {
    const keys = [`ip:${ip}`, ...(email ? [`email:${email}`] : [])];
    if (this.limiter.attempt(keys)) return;
    const user = email ? ((await this.users.findByEmail(email))?.state ?? null) : null;
    await this.recorder.failed({ email: email ?? '', user, method, reason: 'rate_limited', ip });
    throw SignInRefusal.tooManyAttempts();
  }
}
