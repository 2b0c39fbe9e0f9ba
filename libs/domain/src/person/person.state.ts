import { assertNever } from '../shared';
import { emptyPersonProfile, type PersonProfile } from './person-profile';
import type { PersonEvent } from './person.events';

export type PersonStatus = 'absent' | 'active' | 'deleted';

export interface PersonState {
  status: PersonStatus;
  personId: string;
  organisationId: string;
  profile: PersonProfile;
  unverified: boolean;
  selfRegistration: boolean;
  createdAt: string | null;
  createdBy: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  deletedAt: string | null;
  /** The push notification registration token, or null. */
  pushToken: string | null;
  /** The Academy e-mail series the person is in, or null. */
  academySeriesId: string | null;
  /** The last e-mail verification link: its secret's hash and expiry (kept once verified, so the link opens again). */
  verificationLink: { tokenHash: string; expiresAt: string } | null;
  /** When the self-registered person was verified, or null. */
  verifiedAt: string | null;
  /** When the person's personal data was erased (after deletion), or null. */
  erasedAt: string | null;
}

export const initialPersonState = (): PersonState => ({
  status: 'absent',
  personId: '',
  organisationId: '',
  profile: emptyPersonProfile(),
  unverified: false,
  selfRegistration: false,
  createdAt: null,
  createdBy: null,
  updatedAt: null,
  updatedBy: null,
  deletedAt: null,
  pushToken: null,
  academySeriesId: null,
  verificationLink: null,
  verifiedAt: null,
  erasedAt: null,
});

export const evolvePerson = (state: PersonState, event: PersonEvent): PersonState => {
  switch (event.type) {
    case 'PersonCreated': {
      const { personId, organisationId, profile, unverified, selfRegistration, createdAt, createdBy } = event.data;
      return { ...state, status: 'active', personId, organisationId, profile, unverified, selfRegistration, createdAt, createdBy, updatedAt: createdAt, updatedBy: createdBy };
    }
    case 'PersonUpdated':
      return { ...state, profile: event.data.profile, updatedAt: event.data.updatedAt, updatedBy: event.data.updatedBy };
    case 'PersonDeleted':
      return { ...state, status: 'deleted', deletedAt: event.data.deletedAt };
    case 'PersonPushTokenChanged':
      return { ...state, pushToken: event.data.token };
    case 'PersonAcademyEnrolled':
      return { ...state, academySeriesId: event.data.seriesId };
    case 'PersonVerificationLinkIssued':
      return { ...state, verificationLink: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'PersonVerified':
      return { ...state, unverified: false, verifiedAt: event.data.verifiedAt };
    case 'PersonErased':
      return { ...state, profile: emptyPersonProfile(), pushToken: null, erasedAt: event.data.erasedAt };
    default:
      return assertNever(event);
  }
};
