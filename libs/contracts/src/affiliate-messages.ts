/** The affiliates' texts the api answers with (spec 000 section 8); no zod here, so screens' message chunks stay light. The screens' own snackbars are in the web's superadmin catalogue. */
import { AFFILIATE_ERROR_MESSAGES, AFFILIATE_LINK_MESSAGES } from '@profyle/domain';

export const AFFILIATE_MESSAGES = {
  ...AFFILIATE_ERROR_MESSAGES,
  ...AFFILIATE_LINK_MESSAGES,
  imageInvalid: 'Please enter a valid URL starting with http:// or https://',
  numberRequired: 'Please enter a number',
} as const;
