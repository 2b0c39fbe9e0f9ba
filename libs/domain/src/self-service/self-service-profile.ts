import { DomainError, type FieldError } from '../shared';
import type { PersonProfile } from '../person/person-profile';
import type { ProfileChanges } from '../person/person.commands';
import type { FeatureSettings, SelfServiceField } from '../organisation/settings/organisation-settings';
import { SELF_SERVICE_ERROR_CODES, SELF_SERVICE_ERROR_MESSAGES } from './self-service-session';

/** The profile fields each self-service switch governs (spec 001: fields the administrator turns off). */
export const SELF_SERVICE_FIELD_PROFILE: Record<SelfServiceField, readonly (keyof PersonProfile)[]> = {
  prefix: ['prefix'],
  first_name: ['first_name'],
  last_name: ['last_name'],
  pronouns: ['pronouns'],
  post_nominals: ['nominals'],
  position: ['position'],
  department: ['department'],
  bio: ['bio'],
  photo: ['photo_url'],
  mobile: ['mobile'],
  address: ['locations', 'location_ids', 'address'],
  linked_in: ['linked_in'],
  calendar: ['calendar_url'],
  twitter: ['twitter'],
  instagram: ['instagram'],
  custom_fields: ['custom_fields'],
};

/** What a cardholder may send: the governed fields and their Profyle's PIN or password protection. */
export type SelfServiceProfile = Partial<Pick<PersonProfile, (typeof SELF_SERVICE_FIELD_PROFILE)[SelfServiceField][number] | 'password_mode'>>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes a cardholder's save makes to their own profile: refused while the organisation has not
 * enabled self-service; a field its administrator turned off may be sent unchanged (the form shows it
 * disabled) but not changed ('Disabled by account administrator', per field). The e-mail is never theirs
 * to change.
 */
export const selfServiceProfileChanges = (settings: FeatureSettings['selfService'], current: PersonProfile, requested: SelfServiceProfile): ProfileChanges => {
  if (!settings.enabled) throw new DomainError(SELF_SERVICE_ERROR_CODES.notEnabled, SELF_SERVICE_ERROR_MESSAGES.notEnabled, 'forbidden');
  const changes: Record<string, unknown> = {};
  const refused: FieldError[] = [];
  for (const [toggle, fields] of Object.entries(SELF_SERVICE_FIELD_PROFILE) as [SelfServiceField, readonly (keyof PersonProfile)[]][]) {
    for (const field of fields) {
      if (!(field in requested)) continue;
      const value = requested[field as keyof SelfServiceProfile];
      if (settings.fields[toggle] === false) {
        if (!same(value, current[field])) refused.push({ path: field, msg: SELF_SERVICE_ERROR_MESSAGES.fieldDisabled });
        continue;
      }
      changes[field] = value;
    }
  }
  if (requested.password_mode !== undefined) changes.password_mode = requested.password_mode;
  const [first] = refused;
  if (first) throw new DomainError(SELF_SERVICE_ERROR_CODES.fieldDisabled, first.msg, 'forbidden', refused);
  return changes as ProfileChanges;
};
