import { DomainError, type FieldError } from '../shared';
import type { PasswordMode, PersonProfile } from './person-profile';
import type { NewProfylePassword } from './person.commands';
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

/** The stored protection of a profile: its mode and the hash of its PIN or password ('' for none). */
type Protection = Pick<PersonProfile, 'password_mode' | 'password'>;

/**
 * The hash a profile keeps after a change of its protection, or the message of why it cannot: disabled
 * clears it; a new PIN or password must fit the mode and replaces it; none given keeps the stored one
 * while the mode stays the same (the form never shows a secret, so it sends none to keep it).
 */
export const protectionAfter = (mode: PasswordMode, previous: Protection | null, given: NewProfylePassword | null | undefined): { hash: string } | { problem: string } => {
  if (mode === 'disabled') return { hash: '' };
  if (given && given.plain !== '') {
    const problem = passwordProblem(mode, given.plain);
    return problem === null ? { hash: given.hash } : { problem };
  }
  if (previous && previous.password_mode === mode && previous.password !== '') return { hash: previous.password };
  return { problem: passwordProblem(mode, '') as string };
};

/**
 * The rules a profile must meet whatever door it came in by (admin form, import, self-service).
 * Field formats (e-mail shape, bio length) are the HTTP schema's; the domain refuses only what would
 * break the model: a person without a name or an e-mail, or a PIN or password that does not fit its
 * mode (`passwordProblem`, from protectionAfter).
 */
export const assertValidPersonProfile = (profile: PersonProfile, passwordProblem: string | null = null): void => {
  const problems: Problem[] = [];
  if (profile.first_name === '') problems.push({ code: PERSON_ERROR_CODES.firstNameRequired, path: 'first_name', msg: PERSON_ERROR_MESSAGES.firstNameRequired });
  if (profile.last_name === '') problems.push({ code: PERSON_ERROR_CODES.lastNameRequired, path: 'last_name', msg: PERSON_ERROR_MESSAGES.lastNameRequired });
  if (profile.email === '') problems.push({ code: PERSON_ERROR_CODES.emailRequired, path: 'email', msg: PERSON_ERROR_MESSAGES.emailRequired });
  if (passwordProblem !== null) {
    const code = profile.password_mode === 'pin' ? PERSON_ERROR_CODES.pinInvalid : PERSON_ERROR_CODES.passwordTooShort;
    problems.push({ code, path: 'password', msg: passwordProblem });
  }
  const [first] = problems;
  if (first) {
    throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
  }
};

/**
 * A merged profile checked and given its protection: the hash kept, replaced or cleared as
 * protectionAfter decides, every field problem reported at once.
 */
export const validProtectedProfile = (merged: PersonProfile, previous: Protection | null, given: NewProfylePassword | null | undefined): PersonProfile => {
  const protection = protectionAfter(merged.password_mode, previous, given);
  assertValidPersonProfile(merged, 'problem' in protection ? protection.problem : null);
  return { ...merged, password: 'hash' in protection ? protection.hash : '' };
};

/** A command's profile changes without any stored hash a caller may have put in them. */
export const withoutStoredPassword = (changes: Partial<PersonProfile>): Partial<PersonProfile> => {
  const { password: _stored, ...rest } = changes;
  return rest;
};
