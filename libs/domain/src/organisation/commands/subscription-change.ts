import { DomainError, type FieldError } from '../../shared';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';

/**
 * A superadmin's change to the pool: a positive whole count and a reason. All field errors are reported
 * together; the error's code and message are those of the first.
 */
export const validSubscriptionChange = (data: { count: number; reason: string }): { count: number; reason: string } => {
  const reason = typeof data.reason === 'string' ? data.reason.trim() : '';
  const problems: (FieldError & { code: string })[] = [];
  if (!(Number.isSafeInteger(data.count) && data.count > 0)) {
    problems.push({ code: ORGANISATION_ERROR_CODES.invalidCount, path: 'count', msg: ORGANISATION_ERROR_MESSAGES.invalidCount });
  }
  if (reason === '') {
    problems.push({ code: ORGANISATION_ERROR_CODES.reasonRequired, path: 'reason', msg: ORGANISATION_ERROR_MESSAGES.reasonRequired });
  }
  const [first] = problems;
  if (first) throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
  return { count: data.count, reason };
};
