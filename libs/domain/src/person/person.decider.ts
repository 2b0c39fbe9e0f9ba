import { assertNever, type Decider, streamId } from '../shared';
import { createPerson } from './commands/create-person';
import { changePushToken } from './commands/change-push-token';
import { enrolInAcademy } from './commands/enrol-in-academy';
import { deletePerson } from './commands/delete-person';
import { erasePerson } from './commands/erase-person';
import { updatePerson } from './commands/update-person';
import { issuePersonVerificationLink, verifyPerson } from './commands/verify-person';
import type { PersonCommand } from './person.commands';
import type { PersonEvent } from './person.events';
import { evolvePerson, initialPersonState, type PersonState } from './person.state';

export const PERSON_STREAM_CATEGORY = 'person';

/** `person-<personId>` */
export const personStreamId = (personId: string): string => streamId(PERSON_STREAM_CATEGORY, personId);

export const decidePerson = (command: PersonCommand, state: PersonState): PersonEvent[] => {
  switch (command.type) {
    case 'CreatePerson':
      return createPerson(command, state);
    case 'UpdatePerson':
      return updatePerson(command, state);
    case 'DeletePerson':
      return deletePerson(command, state);
    case 'ChangePushToken':
      return changePushToken(command, state);
    case 'EnrolInAcademy':
      return enrolInAcademy(command, state);
    case 'IssuePersonVerificationLink':
      return issuePersonVerificationLink(command, state);
    case 'VerifyPerson':
      return verifyPerson(command, state);
    case 'ErasePerson':
      return erasePerson(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * One person's profile and life cycle. The person's e-mail uniqueness and subscription live on the
 * organisation stream (see organisationDecider): creating or updating a person whose e-mail changes, or
 * deleting one, is followed by ClaimPersonEmail / ReleasePerson there.
 */
export const personDecider: Decider<PersonCommand, PersonEvent, PersonState> = {
  initialState: initialPersonState,
  evolve: evolvePerson,
  decide: decidePerson,
};
