import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '@profyle/contracts/errors';
import { translateApiText } from './i18n/runtime';

/**
 * What the api answered, for the screens. The api words its texts in the spec's English; every text it
 * answers with (errorMessage, a field's msg, a success message) is shown in the chosen language through
 * `apiText`, here and nowhere else (see app/i18n/api-texts.ts for how a new api text gets translated).
 */

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

const bodyOf = (error: ApiError): Partial<ErrorBody> & { code?: string; message?: string; email?: string } => {
  if (!error || !('status' in error)) return {};
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Partial<ErrorBody>) : {};
};

/** The HTTP status, 'network' when the api could not be reached, or null. */
export const statusOf = (error: ApiError): number | 'network' | null => {
  if (!error || !('status' in error)) return null;
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'network';
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
};

/** A text the api sent (an error, a field's message, a success message) in the chosen language; '' when there is none. */
export const apiText = (text: string | null | undefined): string => (text ? translateApiText(text) : '');

/** The api's errorMessage (spec shape) in the chosen language, else `fallback`. */
export const errorMessageOf = (error: ApiError, fallback: string): string => {
  const body = bodyOf(error);
  if (typeof body.errorMessage === 'string' && body.errorMessage) return apiText(body.errorMessage);
  if (typeof body.message === 'string' && body.message) return apiText(body.message);
  if (error && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
};

/** A machine-readable code the api adds to some errors ({code: 'no_user'}). */
export const errorCodeOf = (error: ApiError): string | null => {
  const code = bodyOf(error).code;
  return typeof code === 'string' ? code : null;
};

export const errorBodyOf = bodyOf;

/** Field errors by path ('first_name' -> 'First name is required'), in the chosen language; the first message per path wins. */
export const fieldErrorsOf = (error: ApiError): Record<string, string> => {
  const errors = bodyOf(error).errors;
  const result: Record<string, string> = {};
  if (!Array.isArray(errors)) return result;
  for (const entry of errors) {
    if (entry && typeof entry.path === 'string' && typeof entry.msg === 'string' && !(entry.path in result)) result[entry.path] = apiText(entry.msg);
  }
  return result;
};
