import type { FastifyInstance } from 'fastify';
import { notificationsContract } from '../../../shared/contract/notifications/notifications.contract.js';
import type { NotifyEvent } from '../../../shared/contract/notifications/index.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createNotificationsRepository } from '../../services/notifications/notifications.repository.js';
import { createNotifier, type Notifier } from '../../services/notifications/notifier.js';
import { watchCustomerEvents } from './customerEvents.js';
import { watchRecordChanges } from './recordChanges.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to announce an event to signed-in staff (`server/services/notifications/notifier.ts`). */
    notify: Notifier['notify'];
  }
}

type Area = typeof notificationsContract;

/**
 * Notifications: `app.notify(event)` for every area, the bell's three endpoints, the customer
 * events that exist today, and the `record-changed` announcements of staff's writes. Needs `installSocket` first; install before the area routes.
 *
 * @example installSocket(app); await installNotifications(app); await app.notify({ kind: 'customerCommentAdded', customerId, customerName });
 */
export async function installNotifications(app: FastifyInstance): Promise<void> {
  const repository = createNotificationsRepository(app.db);
  const notifier = createNotifier(repository, app.sockets);
  app.decorate('notify', (event: NotifyEvent, actorId?: string | null, recipientId?: string | null) => notifier.notify(event, actorId, recipientId));

  const handlers: AreaHandlers<Area> = {
    getAllNotifications: async ({ auth }) => ({
      success: true,
      data: await repository.latest(auth.accountId),
      unreadCount: await repository.unreadCount(auth.accountId),
    }),
    getNotificationsByIds: async ({ auth, body }) => {
      await repository.markRead(auth.accountId, body.notificationIds);
      return {
        success: true,
        data: await repository.byIds(auth.accountId, body.notificationIds),
        unreadCount: await repository.unreadCount(auth.accountId),
      };
    },
    notificationSidebar: async ({ auth }) => ({ success: true, data: { unreadCount: await repository.unreadCount(auth.accountId) } }),
  };
  registerArea(app, notificationsContract, handlers);
  watchCustomerEvents(app);
  await watchRecordChanges(app);
}
