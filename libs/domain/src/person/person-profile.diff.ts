import { changedFields } from '../shared/changed-fields';
import type { PersonProfile } from './person-profile';

/** The top-level fields whose values differ, in the order of `after`'s keys. */
export const changedProfileFields = (before: PersonProfile, after: PersonProfile): (keyof PersonProfile)[] => changedFields(before, after);
