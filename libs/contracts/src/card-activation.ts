import { z } from 'zod';
import { PERSON_MESSAGES } from './messages';
import { EMAIL_PATTERN } from './people';
import { requiredText } from './schema-helpers';
import { boundedEmail, TEXT_LIMITS } from './text-rules';

/** Card activation (spec 000 sections 2, 4 and 8; spec 002 "Card activation and demo"). */
export const CARD_ACTIVATION_MESSAGES = {
  /** Shown as 'Card activation error: {message}'. */
  error: (message: string): string => `Card activation error: ${message}`,
  verifyError: 'An issue occured when activating your card.',
  unableToLoadOrganisation: 'Unable to load organisation',
} as const;

/** An activation link works this long. */
export const CARD_ACTIVATION_LINK_HOURS = 24;

export const cardActivationBodySchema = z.object({ email: boundedEmail({ required: PERSON_MESSAGES.emailRequired, invalid: PERSON_MESSAGES.emailInvalid }, EMAIL_PATTERN) });
export const cardActivationTokenBodySchema = z.object({ token: requiredText(CARD_ACTIVATION_MESSAGES.verifyError, { label: 'Token', max: TEXT_LIMITS.token }) });

export interface CardActivationSent {
  success: true;
  /** Where the link went, partly hidden. */
  email: string;
}
/** The id of the Profyle to preview: the card's own. */
export interface CardActivationVerified {
  profyleId: string;
}
