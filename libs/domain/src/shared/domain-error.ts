/** A path and message pair, the spec's shape for field errors. */
export interface FieldError {
  path: string;
  msg: string;
}

/** How an error is to be understood by an adapter (HTTP maps it to a status). */
export type DomainErrorKind = 'validation' | 'not_found' | 'rule' | 'conflict' | 'forbidden';

/** A refusal by the domain: a stable code, the spec's message, and optional field errors. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'rule',
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
