import type { HostService } from '../api/hostService.js';
import { registerHostIpc } from '../api/hostService.js';
import type { FileService } from '../files/fileService.js';
import type { IpcRegistry } from '../ipc/handle.js';
import type { NotificationService } from '../notifications/notificationService.js';

export interface MainServices {
  host: HostService;
  notifications: NotificationService;
  files: FileService;
}

/**
 * Every `ipcContract` channel, wired to its service through the one registry (STYLE C2: the
 * one-line-per-area registration list of main).
 *
 * @example registerIpc(createIpcRegistry({ ipcMain, isTrustedSender }), { host, notifications, files });
 */
export function registerIpc(ipc: IpcRegistry, services: MainServices): void {
  registerHostIpc(ipc, services.host);
  ipc.handle('notifications:start', () => services.notifications.start());
  ipc.handle('notifications:stop', () => services.notifications.stop());
  ipc.handle('notifications:setPopups', (enabled) => services.notifications.setPopups(enabled));
  ipc.handle('files:pick', (kind) => services.files.pick(kind));
  ipc.handle('files:registerDrop', (request) => services.files.registerDrop(request));
  ipc.handle('files:upload', (request) => services.files.upload(request));
}
