import { DomainError, type FieldError } from '../shared';
import type { PasswordMode, PersonProfile } from './person-profile';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from './person.messages';

export const PIN_PATTERN = /^\d{4}$/;
export const PASSWORD_MIN_LENGTH = 4;

/** The message for a password that does not fit its mode, or null when it fits. Shared with the HTTP schema. */
export const passwordProblem = (mode: PasswordMode, password: string): string | null => {
  if (mode === 'pin' && !PIN_PATTERN.test(password)) return PERSON_ERROR_MESSAGES.pinInvalid;
  if (mode === 'password' && password.length < PASSWORD_MIN_LENGTH) return PERSON_ERROR_MESSAGES.passwordTooShort;
  return null;
};

interface Problem extends FieldError {
  code: string;
}

/**
 * The rules a profile must meet whatever door it came in by (admin form, import, self-service).
 * Field formats (e-mail shape, bio length) are the HTTP schema's; the domain refuses only what would
 * break the model: a person without a name or an e-mail, or a password that does not fit its mode.
 */
export const assertValidPersonProfile = (profile: PersonProfile): void => {
  const problems: Problem[] = [];
  if (profile.first_name === '') problems.push({ code: PERSON_ERROR_CODES.firstNameRequired, path: 'first_name', msg: PERSON_ERROR_MESSAGES.firstNameRequired });
  if (profile.last_name === '') problems.push({ code: PERSON_ERROR_CODES.lastNameRequired, path: 'last_name', msg: PERSON_ERROR_MESSAGES.lastNameRequired });
  if (profile.email === '') problems.push({ code: PERSON_ERROR_CODES.emailRequired, path: 'email', msg: PERSON_ERROR_MESSAGES.emailRequired });
  const password = passwordProblem(profile.password_mode, profile.password);
  if (password !== null) {
    const code = profile.password_mode === 'pin' ? PERSON_ERROR_CODES.pinInvalid : PERSON_ERROR_CODES.passwordTooShort;
    problems.push({ code, path: 'password', msg: password });
  }
  const [first] = problems;
  if (first) {
    throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
  }
};
