import { eventUpcasters } from '../shared';
import type { PersonProfile } from './person-profile';

/** The scheme marking a PIN or password stored as typed, before the api hashed them (schema version 1). */
export const PLAIN_PASSWORD_SCHEME = 'plain$';

const hashedProfile = (data: { profile: PersonProfile }) => ({
  ...data,
  profile: { ...data.profile, password: data.profile.password ? `${PLAIN_PASSWORD_SCHEME}${data.profile.password}` : '' },
});

/**
 * Version 1 of PersonCreated and PersonUpdated held the Profyle's PIN or password as typed; version 2
 * holds its hash. Old events read as `plain$<text>`, which says what they are (the log itself is never
 * rewritten); the next PIN or password an admin sets is hashed.
 */
eventUpcasters.register('PersonCreated', 1, hashedProfile).register('PersonUpdated', 1, hashedProfile);
