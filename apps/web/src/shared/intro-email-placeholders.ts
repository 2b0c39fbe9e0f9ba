/**
 * The placeholders an intro e-mail's HTML may use (filled in when the e-mail is sent), passed to the hints
 * that name them as values so no translation can alter them.
 */
export const INTRO_EMAIL_PLACEHOLDERS = { firstName: '{{first_name}}', myName: '{{my_name}}' } as const;
