import type { HostService } from '../api/hostService.js';
import { registerHostIpc } from '../api/hostService.js';
import type { FileService } from '../files/fileService.js';
import type { IpcRegistry } from '../ipc/handle.js';
import type { NotificationService } from '../notifications/notificationService.js';
import type { SavedFiles } from '../files/savedFiles.js';
import type { ServerSettingsService } from '../server/serverMode.js';

export interface MainServices {
  host: HostService;
  notifications: NotificationService;
  files: FileService;
  savedFiles: Pick<SavedFiles, 'open' | 'reveal'>;
  settings: ServerSettingsService;
}

/**
 * Every `ipcContract` channel, wired to its service through the one registry (STYLE C2: the
 * one-line-per-area registration list of main).
 *
 * @example registerIpc(createIpcRegistry({ ipcMain, isTrustedSender }), { host, notifications, files, savedFiles, settings });
 */
export function registerIpc(ipc: IpcRegistry, services: MainServices): void {
  registerHostIpc(ipc, services.host);
  ipc.handle('notifications:start', () => services.notifications.start());
  ipc.handle('notifications:stop', () => services.notifications.stop());
  ipc.handle('notifications:setPopups', (enabled) => services.notifications.setPopups(enabled));
  ipc.handle('notifications:follow', (request) => services.notifications.follow(request));
  ipc.handle('notifications:unfollow', (room) => services.notifications.unfollow(room));
  ipc.handle('files:pick', (kind) => services.files.pick(kind));
  ipc.handle('files:registerDrop', (request) => services.files.registerDrop(request));
  ipc.handle('files:upload', (request) => services.files.upload(request));
  ipc.handle('files:open', (savedId) => services.savedFiles.open(savedId));
  ipc.handle('files:reveal', (savedId) => services.savedFiles.reveal(savedId));
  ipc.handle('settings:getServer', () => services.settings.getServer());
  ipc.handle('settings:setServer', (choice) => services.settings.setServer(choice));
  ipc.handle('settings:restart', () => services.settings.restart());
}
