import { endpoint } from '../endpoint.js';
import {
  NotificationIdsSchema, NotificationListResultSchema, NotificationSidebarResultSchema, NotificationSidebarSchema,
} from './notifications.schema.js';

/**
 * Notifications (spec 002 §7 "Notifications", FIELDS.md "Notifications"). Decisions where the spec
 * is silent:
 * - every signed-in account sees every notification (they are the office's, pushed to one room);
 *   read state is kept per account;
 * - `getAllNotifications` answers the newest 50 and the caller's unread count;
 * - `getNotificationsByIds` marks the given notifications read for the caller and answers them;
 * - `notificationsidebar` answers the unread count; the menu badge counts join it when their
 *   areas (proposals, leads, …) exist.
 */
export const notificationsContract = {
  getAllNotifications: endpoint({
    method: 'GET', path: '/api/admin/proposals/getAllNotifications', summary: 'The newest notifications',
    permission: 'signedIn', response: NotificationListResultSchema,
  }),
  getNotificationsByIds: endpoint({
    method: 'POST', path: '/api/admin/proposals/getNotificationsByIds', summary: 'Open notifications, marking them read',
    permission: 'signedIn', body: NotificationIdsSchema, response: NotificationListResultSchema,
  }),
  notificationSidebar: endpoint({
    method: 'POST', path: '/api/admin/dashboard/notificationsidebar', summary: 'Unread notification count',
    permission: 'signedIn', body: NotificationSidebarSchema, response: NotificationSidebarResultSchema,
  }),
};
