import type { NotificationsResponse, UserNotification } from '@profyle/contracts/notifications';
import { baseApi, LIST } from '../../app/base-api';

export type { UserNotification };


/** The notification centre (GET /v1/notifications and its actions). */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationsResponse, void>({
      query: () => 'v1/notifications',
      providesTags: (result) => [{ type: 'Notification', id: LIST }, ...(result?.data ?? []).map(({ id }) => ({ type: 'Notification' as const, id }))],
    }),
    dismissNotification: build.mutation<unknown, string>({
      query: (id) => ({ url: `v1/notifications/${encodeURIComponent(id)}/dismiss`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notification', id }, { type: 'Notification', id: LIST }],
    }),
    deleteNotification: build.mutation<unknown, string>({
      query: (id) => ({ url: `v1/notifications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notification', id }, { type: 'Notification', id: LIST }],
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: 'v1/notifications/mark-all-read', method: 'POST' }),
      invalidatesTags: [{ type: 'Notification', id: LIST }],
    }),
  }),
});

export const { useListNotificationsQuery, useDismissNotificationMutation, useDeleteNotificationMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
