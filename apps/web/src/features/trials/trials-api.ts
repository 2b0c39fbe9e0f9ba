import type { SignUpAttributionBody, TrialBodyInput, TrialCreated, TrialOffer } from '@profyle/contracts/trials';
import { baseApi } from '../../app/base-api';
import type { Session } from '../auth/auth-types';
import type { UploadTarget } from '../uploads/uploads-api';

/** The trial sign-up (spec 000 "Register"): sign-up, the offer of a link, creating and cancelling the trial. */
export const trialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTrialOffer: build.query<TrialOffer, { aff?: string | null; cardId?: string | null }>({
      query: ({ aff, cardId }) => {
        const query = new URLSearchParams();
        if (aff) query.set('aff', aff);
        if (cardId) query.set('card_id', cardId);
        return `v2/trials/offer${query.size ? `?${query}` : ''}`;
      },
    }),
    requestSignUpLink: build.mutation<{ email: string }, { email: string }>({
      query: (body) => ({ url: 'v1/auth/sign-up/email-link', method: 'POST', body }),
    }),
    completeSignUpLink: build.mutation<Session, { token: string; attribution?: SignUpAttributionBody }>({
      query: (body) => ({ url: 'v1/auth/sign-up/email-link/complete', method: 'POST', body }),
    }),
    signUpWithPassword: build.mutation<Session, { email: string; password: string; attribution?: SignUpAttributionBody }>({
      query: (body) => ({ url: 'v1/auth/sign-up/password', method: 'POST', body }),
    }),
    signUpWithProvider: build.mutation<Session, { code: string; attribution?: SignUpAttributionBody }>({
      query: (body) => ({ url: 'v1/auth/sign-up/session-code', method: 'POST', body }),
    }),
    createTrial: build.mutation<TrialCreated, TrialBodyInput>({
      // The caller refreshes the user once it has told the wizard's guard it is finished (see useLeaveWizard).
      query: (body) => ({ url: 'v2/trials/', method: 'POST', body }),
    }),
    cancelRegistration: build.mutation<void, string>({
      query: (userId) => ({ url: `v1/auth/${encodeURIComponent(userId)}/cancel-registration`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetTrialOfferQuery,
  useRequestSignUpLinkMutation,
  useCompleteSignUpLinkMutation,
  useSignUpWithPasswordMutation,
  useSignUpWithProviderMutation,
  useCreateTrialMutation,
  useCancelRegistrationMutation,
} = trialsApi;

/** The wizard's photo and logo go to the registering user's images. */
export const registrationImages: UploadTarget = { url: 'v1/auth/sign-up/images' };
