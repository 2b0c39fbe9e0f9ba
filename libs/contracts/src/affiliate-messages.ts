/** The affiliates' texts (spec 000 section 8 and the screens'); no zod here, so screens' message chunks stay light. */
import { AFFILIATE_ERROR_MESSAGES, AFFILIATE_LINK_MESSAGES } from '@profyle/domain';

export const AFFILIATE_MESSAGES = {
  ...AFFILIATE_ERROR_MESSAGES,
  ...AFFILIATE_LINK_MESSAGES,
  imageInvalid: 'Please enter a valid URL starting with http:// or https://',
  numberRequired: 'Please enter a number',
  created: (name: string): string => `Affiliate created: ${name}`,
  updated: (name: string): string => `Affiliate updated: ${name}`,
  archived: (name: string): string => `Affiliate archived: ${name}`,
  unarchived: (name: string): string => `Affiliate restored: ${name}`,
  createError: 'Error creating affiliate',
  updateError: 'Error updating affiliate',
  archiveError: 'Error archiving affiliate',
} as const;
