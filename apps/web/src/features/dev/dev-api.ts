import { baseApi } from '../../app/base-api';

export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
  sentAt: string;
}

/** The api's development mailbox (GET /dev/mailbox): present only where e-mail is captured, not sent. */
export const devApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMailbox: build.query<{ messages: CapturedMail[] }, void>({
      query: () => ({ url: 'dev/mailbox', headers: { accept: 'application/json' } }),
      providesTags: ['Mailbox'],
    }),
  }),
});

export const { useGetMailboxQuery } = devApi;
