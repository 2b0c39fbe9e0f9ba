import type { z } from 'zod';
import type { ErrorBody } from './errors';
import { VALIDATION_FAILED_MESSAGE } from './messages';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ErrorBody };

/** A zod issue as the spec's field error: the path joined with dots ('notifications.weekly_intros'). */
export const toFieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): ErrorBody['errors'] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), msg: issue.message }));

/**
 * Parses a request body (or query) with a contracts schema.
 *
 * The rule for errorMessage: it is the first field error's message, so a snackbar that shows the
 * server's errorMessage ('Error adding subscriptions: {errorMessage}') says what is wrong; all field
 * errors are in `errors` in schema order. Only when zod reports no issue text does it fall back to
 * 'Validation failed'.
 */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.output<S>> => {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const errors = toFieldErrors(result.error.issues);
  return { ok: false, error: { errorMessage: errors[0]?.msg || VALIDATION_FAILED_MESSAGE, errors } };
};
