import type { EnrolInAcademy } from '../person.commands';
import type { PersonAcademyEnrolled } from '../person.events';
import type { PersonState } from '../person.state';
import { assertPersonInOrganisation } from './person-in-organisation';

/** A new series replaces the one the person is in (whose remaining e-mails the caller cancels); the same series again records nothing. */
export const enrolInAcademy = (command: EnrolInAcademy, state: PersonState): PersonAcademyEnrolled[] => {
  const { metadata } = command;
  assertPersonInOrganisation(state, metadata);
  const { seriesId } = command.data;
  if (state.academySeriesId === seriesId) return [];
  return [{ type: 'PersonAcademyEnrolled', data: { personId: state.personId, seriesId, previousSeriesId: state.academySeriesId, enrolledAt: metadata.now } }];
};
