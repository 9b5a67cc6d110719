import { io } from 'socket.io-client';
import { createNotificationSocket, type SocketFactory } from '../../shared/client/socketClient.js';
import type { Notification, NotificationUpdate, RoomFollow } from '../../shared/contract/notifications/index.js';
import { notificationLink } from '../../shared/contract/notifications/notificationLink.js';
import type { IpcEvent, IpcEventPayload } from '../../shared/host/ipc.js';
import type { IpcResult } from '../ipc/channels.js';
import type { NativeNotification, NativeNotificationConstructor } from '../platform/deps.js';

/** More new notifications than this in one update raise a single grouped popup (UX.md §8). */
export const POPUP_GROUP_THRESHOLD = 3;

export interface NotificationServiceDeps {
  serverUrl: string;
  getToken: () => string | null;
  /** Electron's `Notification` in production; a fake class in tests. */
  NativeNotification: NativeNotificationConstructor;
  /** Shows, restores and focuses the app window. */
  focusWindow: () => void;
  emit: <E extends IpcEvent>(event: E, payload: IpcEventPayload<E>) => void;
  io?: SocketFactory;
}

/**
 * The live-notification side of main: the shared socket client with the vault's token, its
 * events forwarded to the window, and one OS popup per new notification. Each popup is held until
 * it is clicked or closed (an unreferenced Electron notification is garbage-collected and its
 * click lost); a click focuses BrokerDesk and asks the window to open the record.
 *
 * @example const live = createNotificationService({ serverUrl, getToken: vault.getToken, NativeNotification: Notification, focusWindow, emit });
 */
export function createNotificationService(deps: NotificationServiceDeps) {
  let popups = true;
  const shown = new Set<NativeNotification>();
  const live = createNotificationSocket({
    url: deps.serverUrl,
    getToken: deps.getToken,
    io: deps.io ?? io,
    onState: (state) => deps.emit('notifications:state', state),
  });

  function popup(title: string, body: string, path: string): void {
    const native = new deps.NativeNotification({ title, body });
    shown.add(native);
    const release = () => shown.delete(native);
    native.on('click', () => {
      release();
      deps.focusWindow();
      deps.emit('notifications:open', path);
    });
    native.on('close', release);
    native.on('failed', release);
    native.show();
  }

  function raisePopups(fresh: Notification[]): void {
    if (!popups || fresh.length === 0) return;
    if (fresh.length > POPUP_GROUP_THRESHOLD) {
      popup('BrokerDesk', `${fresh.length} new notifications`, '/');
      return;
    }
    for (const notification of fresh) popup(notification.title, notification.description, notificationLink(notification));
  }

  live.listenRecordChanges((change) => deps.emit('notifications:recordChanged', change));
  live.listen((update: NotificationUpdate) => {
    deps.emit('notifications:updated', update);
    raisePopups(update.data.filter((notification) => !notification.isRead));
  });

  return {
    socket: live.socket,
    /** Popups waiting for a click or close; kept referenced on purpose. */
    popupCount: () => shown.size,

    start(): IpcResult<null> {
      live.connect();
      deps.emit('notifications:state', live.state());
      return { ok: true, data: null };
    },
    stop(): IpcResult<null> {
      live.disconnect();
      return { ok: true, data: null };
    },
    setPopups(enabled: boolean): IpcResult<null> {
      popups = enabled;
      return { ok: true, data: null };
    },
    /** The page follows a request's room (already checked by the IPC contract); its events go to the window. */
    async follow(request: RoomFollow): Promise<IpcResult<{ joined: boolean }>> {
      const joined = await live.follow(request, (event) => deps.emit('notifications:roomEvent', event));
      return { ok: true, data: { joined } };
    },
    unfollow(room: string): IpcResult<null> {
      live.unfollow(room);
      return { ok: true, data: null };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
