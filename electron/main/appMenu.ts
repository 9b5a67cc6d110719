import type { MenuItemConstructorOptions } from 'electron';

export const PRODUCT_NAME = 'BrokerDesk';

export interface AppMenuOptions {
  /** `process.platform` */
  platform: NodeJS.Platform;
  /** `!app.isPackaged`: reload and developer tools only then. */
  isDevelopment: boolean;
  appName?: string;
}

/**
 * The application menu's template, built from roles only (Electron supplies the labels,
 * accelerators and behaviour): the app menu on macOS, Edit, View, Window and Help.
 *
 * @example Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate({ platform: process.platform, isDevelopment: !app.isPackaged })));
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const name = options.appName ?? PRODUCT_NAME;
  const mac = options.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const appMenu: MenuItemConstructorOptions = {
    label: name,
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuItemConstructorOptions = { label: '&File', submenu: [{ role: 'quit', label: 'Exit' }] };
  const editMenu: MenuItemConstructorOptions = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [{ role: 'undo' }, { role: 'redo' }, separator, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, separator, { role: 'selectAll' }],
  };
  const viewMenu: MenuItemConstructorOptions = {
    label: mac ? 'View' : '&View',
    submenu: [
      ...(options.isDevelopment ? ([{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator] as MenuItemConstructorOptions[]) : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = {
    role: 'windowMenu',
    submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, { role: 'close' }, separator, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
  };
  const helpMenu: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [{ role: 'about', label: `About ${name}` }],
  };
  return mac ? [appMenu, editMenu, viewMenu, windowMenu, helpMenu] : [fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
