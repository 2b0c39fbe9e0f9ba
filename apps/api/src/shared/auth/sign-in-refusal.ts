import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@profyle/contracts';

/**
 * A sign-in refusal the web app routes on: the spec's error shape plus a `code` (and for no_user the
 * e-mail, so the web can go to /auth/no-user?email=...). Answered by SignInRefusalFilter, which the
 * sign-in controllers use; the app-wide ErrorFilter keeps only errorMessage and errors.
 */
export class SignInRefusal extends HttpException {
  constructor(
    status: HttpStatus,
    body: { errorMessage: string; code: string; email?: string; errors?: { path: string; msg: string }[] },
    /** Seconds the client should wait before trying again (a Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super({ errorMessage: body.errorMessage, errors: body.errors ?? [], code: body.code, ...(body.email !== undefined ? { email: body.email } : {}) }, status);
  }

  static noUser(email: string): SignInRefusal {
    return new SignInRefusal(HttpStatus.NOT_FOUND, { errorMessage: AUTH_MESSAGES.noUser, code: AUTH_ERROR_CODES.noUser, email });
  }

  static noOrganisation(): SignInRefusal {
    return new SignInRefusal(HttpStatus.FORBIDDEN, { errorMessage: AUTH_MESSAGES.noOrganisation, code: AUTH_ERROR_CODES.noOrganisation });
  }

  static invalidActionCode(): SignInRefusal {
    return new SignInRefusal(HttpStatus.BAD_REQUEST, { errorMessage: AUTH_MESSAGES.invalidActionCode, code: AUTH_ERROR_CODES.invalidActionCode });
  }

  static tooManyAttempts(retryAfterSeconds?: number): SignInRefusal {
    return new SignInRefusal(HttpStatus.TOO_MANY_REQUESTS, { errorMessage: AUTH_MESSAGES.tooManyAttempts, code: AUTH_ERROR_CODES.rateLimited }, retryAfterSeconds);
  }

  /** 401: the refresh token is unknown, rotated away, expired or signed out; the web signs out. */
  static sessionExpired(): HttpException {
    return new HttpException({ errorMessage: AUTH_MESSAGES.sessionExpired, errors: [] }, HttpStatus.UNAUTHORIZED);
  }
}

@Catch(SignInRefusal)
export class SignInRefusalFilter implements ExceptionFilter {
  catch(refusal: SignInRefusal, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (refusal.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    response.status(refusal.getStatus()).json(refusal.getResponse());
  }
}
