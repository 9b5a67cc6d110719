import type { NotificationListResult, NotificationUpdate } from '../../../shared/contract/notifications/index.js';
import { api } from '../../app/api.js';
import { hostCall, type ThunkExtra } from '../../app/baseQuery.js';

/** The panel keeps this many, newest first (the server's list size). */
const KEEP = 50;

/**
 * Folds a pushed update into the stored list: the latest notifications go first, an id already
 * listed is replaced rather than repeated, and the unread count grows by the new unread ones.
 */
export function mergeUpdate(list: NotificationListResult, update: NotificationUpdate): NotificationListResult {
  const incoming = new Map(update.data.map((notification) => [notification._id, notification]));
  const known = new Map(list.data.map((notification) => [notification._id, notification]));
  let unread = list.unreadCount;
  for (const notification of update.data) {
    const before = known.get(notification._id);
    if (!before && !notification.isRead) unread += 1;
    if (before && before.isRead !== notification.isRead) unread += notification.isRead ? -1 : 1;
  }
  const rest = list.data.filter((notification) => !incoming.has(notification._id));
  return { ...list, data: [...update.data, ...rest].slice(0, KEEP), unreadCount: Math.max(0, unread) };
}

/**
 * The notification store (spec 000 §4): the list fetched once at start (GET, no payload), then
 * kept current by the host's live updates, which RTK Query folds into the cached list.
 */
export const apiWithNotifications = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResult, void>({
      query: () => hostCall('notifications.getAllNotifications', {}),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
      async onCacheEntryAdded(_arg, lifecycle) {
        const { host } = lifecycle.extra as ThunkExtra;
        try {
          await lifecycle.cacheDataLoaded;
        } catch {
          // The list fetch failed (spec 000 §8: only logged); updates would have nothing to join.
          return;
        }
        const unsubscribe = host.notifications.onUpdated((update) => lifecycle.updateCachedData((draft) => mergeUpdate(draft, update)));
        await lifecycle.cacheEntryRemoved;
        unsubscribe();
      },
    }),
    markNotificationsRead: build.mutation<NotificationListResult, string[]>({
      query: (notificationIds) => hostCall('notifications.getNotificationsByIds', { body: { notificationIds } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(apiWithNotifications.util.updateQueryData('getNotifications', undefined, (draft) => {
          for (const notification of draft.data) {
            if (ids.includes(notification._id) && !notification.isRead) {
              notification.isRead = true;
              draft.unreadCount = Math.max(0, draft.unreadCount - 1);
            }
          }
        }));
        try {
          const { data } = await queryFulfilled;
          dispatch(apiWithNotifications.util.updateQueryData('getNotifications', undefined, (draft) => {
            draft.unreadCount = data.unreadCount;
          }));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = apiWithNotifications;
