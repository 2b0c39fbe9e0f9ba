import type { NotificationPreferences, OneTimeLoginSent, OwnIntroductions, SelfServicePage, SelfServiceProfileBodyInput, SelfServiceSession } from '@profyle/contracts/self-service';
import type { WalletUrls } from '@profyle/contracts/person-messages';
import type { SelfServiceView } from '@profyle/domain';
import { baseApi } from '../../app/base-api';

/** A cardholder's calls carry their own self-service token, never the admin session's. */
interface AsCardholder {
  token: string;
  organisationId: string;
  personId: string;
}

const person = ({ organisationId, personId }: AsCardholder) => `v1/enterprise/${encodeURIComponent(organisationId)}/people/${encodeURIComponent(personId)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Cardholder self-service (spec 001 section 7): the one-time login, the page, details, notifications, wallet, introductions. */
export const selfServiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendOneTimeLogin: build.mutation<OneTimeLoginSent, { cardId: string; view: SelfServiceView }>({
      query: ({ cardId, view }) => ({ url: `v1/cards/${encodeURIComponent(cardId)}/send-one-time-login`, method: 'POST', body: { view } }),
    }),
    redeemOneTimeLogin: build.mutation<SelfServiceSession, { cardId: string; token: string }>({
      query: ({ cardId, token }) => ({ url: `v1/cards/${encodeURIComponent(cardId)}/one-time-login`, method: 'POST', body: { token } }),
    }),
    getSelfServicePage: build.query<SelfServicePage, AsCardholder>({
      query: (as) => ({ url: `${person(as)}/self-service`, headers: bearer(as.token) }),
      providesTags: (_result, _error, { personId }) => [{ type: 'SelfService', id: personId }],
    }),
    saveOwnProfile: build.mutation<{ personId: string }, AsCardholder & { body: SelfServiceProfileBodyInput }>({
      query: ({ body, ...as }) => ({ url: person(as), method: 'PUT', body, headers: bearer(as.token) }),
      invalidatesTags: (_result, _error, { personId }) => [{ type: 'SelfService', id: personId }],
    }),
    changeOwnNotifications: build.mutation<NotificationPreferences, AsCardholder & NotificationPreferences>({
      query: ({ weekly_intros, ...as }) => ({ url: `${person(as)}/notifications`, method: 'POST', body: { weekly_intros }, headers: bearer(as.token) }),
      // The cached page is the switch: it follows the click at once, takes the server's answer, and a
      // refusal puts it back. No refetch: the answer is the new choice. A page read already under way
      // (after a save of My Details) was asked before this change and would land with the old choice, so
      // the choice is put on the page again when that read lands.
      async onQueryStarted({ weekly_intros, ...as }, { dispatch, queryFulfilled }) {
        const show = (weekly: boolean) =>
          dispatch(
            selfServiceApi.util.updateQueryData('getSelfServicePage', as, (page) => {
              page.notifications.weekly_intros = weekly;
            }),
          );
        const earlierRead = dispatch(selfServiceApi.util.getRunningQueryThunk('getSelfServicePage', as));
        const clicked = show(weekly_intros);
        // Null once refused: then the page as the server has it is right.
        let choice: boolean | null = weekly_intros;
        void earlierRead?.then(() => {
          if (choice !== null) show(choice);
        });
        try {
          choice = (await queryFulfilled).data.weekly_intros;
          show(choice);
        } catch {
          choice = null;
          clicked.undo();
        }
      },
    }),
    getOwnWalletUrls: build.query<WalletUrls, AsCardholder>({
      query: (as) => ({ url: `${person(as)}/wallet-urls`, headers: bearer(as.token) }),
    }),
    getOwnIntroductions: build.query<OwnIntroductions, AsCardholder>({
      query: (as) => ({ url: `${person(as)}/self-service/introductions`, headers: bearer(as.token) }),
    }),
    signOutOfSelfService: build.mutation<{ success: true }, { token: string }>({
      query: ({ token }) => ({ url: 'v1/self-service/sign-out', method: 'POST', body: {}, headers: bearer(token) }),
    }),
  }),
});

export const {
  useSendOneTimeLoginMutation,
  useRedeemOneTimeLoginMutation,
  useGetSelfServicePageQuery,
  useSaveOwnProfileMutation,
  useChangeOwnNotificationsMutation,
  useGetOwnWalletUrlsQuery,
  useGetOwnIntroductionsQuery,
  useSignOutOfSelfServiceMutation,
} = selfServiceApi;
