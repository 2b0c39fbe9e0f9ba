import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { type ErrorBody, TEXT_MESSAGES } from '@profyle/contracts';
import { DomainError, type DomainErrorKind } from '@profyle/domain';
import { ConcurrencyExhaustedError, PreconditionFailedError } from '../command-shell/command-errors';

const statusOf: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  rule: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
};

export const PRECONDITION_FAILED_MESSAGE = 'This record has been changed by someone else. Reload it and try again.';
export const CONCURRENCY_MESSAGE = 'This record is being changed by someone else. Please try again.';

/** Answers every error in the spec's shape: `{ errorMessage, errors: [{ path, msg }] }`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.translate(error);
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    response.status(status).json(body);
  }

  private translate(error: unknown): [number, ErrorBody] {
    if (error instanceof DomainError) return [statusOf[error.kind], { errorMessage: error.message, errors: error.errors }];
    if (error instanceof PreconditionFailedError) return [HttpStatus.PRECONDITION_FAILED, { errorMessage: PRECONDITION_FAILED_MESSAGE, errors: [] }];
    if (error instanceof ConcurrencyExhaustedError) return [HttpStatus.CONFLICT, { errorMessage: CONCURRENCY_MESSAGE, errors: [] }];
    if (error instanceof HttpException) {
      const res = error.getResponse();
      if (typeof res === 'object' && res !== null && 'errorMessage' in res) return [error.getStatus(), { errorMessage: (res as ErrorBody).errorMessage, errors: (res as ErrorBody).errors ?? [] }];
      const message = typeof res === 'string' ? res : ((res as { message?: unknown }).message ?? error.message);
      return [error.getStatus(), { errorMessage: Array.isArray(message) ? message.join(', ') : String(message), errors: [] }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { errorMessage: 'An unexpected error occurred.', errors: [] }];
  }
}

/**
 * The JSON body parser's refusals, answered in the spec's shape before any route runs: a body over the
 * limit is 413 (never a 500) and a body that is not JSON is 400.
 */
export const bodyParserErrors = (error: unknown, _request: Request, response: Response, next: NextFunction): void => {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') {
    response.status(HttpStatus.PAYLOAD_TOO_LARGE).json({ errorMessage: TEXT_MESSAGES.bodyTooLarge, errors: [] } satisfies ErrorBody);
    return;
  }
  if (type === 'entity.parse.failed') {
    response.status(HttpStatus.BAD_REQUEST).json({ errorMessage: TEXT_MESSAGES.bodyNotJson, errors: [] } satisfies ErrorBody);
    return;
  }
  next(error);
};

/**
 * Requests Node's HTTP parser refuses before any route sees them (a request line or headers over its
 * 16 KB limit, a malformed request): answered in the spec's shape with a content type, not Node's bare
 * status line. Wired as the HTTP server's 'clientError' listener.
 */
export const answerUnparsableRequest = (error: Error & { code?: string }, socket: Duplex): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({ errorMessage: tooLarge ? TEXT_MESSAGES.headersTooLarge : TEXT_MESSAGES.requestMalformed, errors: [] } satisfies ErrorBody);
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
};
