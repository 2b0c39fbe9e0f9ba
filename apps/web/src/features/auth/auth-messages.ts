import { type ApiError, errorCodeOf, errorMessageOf, statusOf } from '../../app/api-errors';
import type { Translate } from '../../app/i18n';

/**
 * The sign-in error catalogue (spec 000 section 8): the api's message when it sends one (worded as the
 * spec words it), else the spec's text for the status, else 'Unknown error'.
 */
export const signInErrorMessage = (error: ApiError, t: Translate): string => {
  const status = statusOf(error);
  if (status === 'network') return t('auth.error.network');
  if (errorCodeOf(error) === 'no_organisation') return t('errors.noOrganisation');
  const fallback =
    status === 404
      ? t('auth.error.userNotFound')
      : status === 401
        ? t('auth.error.wrongPassword')
        : status === 429
          ? t('auth.error.tooManyAttempts')
          : t('auth.error.unknown');
  return errorMessageOf(error, fallback);
};
