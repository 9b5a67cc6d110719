// @vitest-environment node
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate } from './appMenu.js';

function roles(items: MenuItemConstructorOptions[] | undefined): string[] {
  return (items ?? []).flatMap((item) => [...(item.role ? [item.role] : []), ...roles(item.submenu as MenuItemConstructorOptions[] | undefined)]);
}
const menu = (template: MenuItemConstructorOptions[], name: string) =>
  template.find((item) => item.label?.replace('&', '') === name || item.role === name)?.submenu as MenuItemConstructorOptions[];

describe('appMenuTemplate', () => {
  it('has the app menu first on macOS, and File → Exit elsewhere', () => {
    const mac = appMenuTemplate({ platform: 'darwin', isDevelopment: false });
    expect(mac[0]!.label).toBe('BrokerDesk');
    expect(roles(mac[0]!.submenu as MenuItemConstructorOptions[])).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    const win = appMenuTemplate({ platform: 'win32', isDevelopment: false });
    expect(win.map((item) => item.label ?? item.role)).toEqual(['&File', '&Edit', '&View', 'windowMenu', 'help']);
    expect(roles(menu(win, 'File'))).toEqual(['quit']);
  });

  it.each(['darwin', 'win32', 'linux'] as const)('has Edit, View, Window and Help with the usual roles on %s', (platform) => {
    const template = appMenuTemplate({ platform, isDevelopment: false });
    expect(roles(menu(template, 'Edit'))).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    expect(roles(menu(template, 'View'))).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles(menu(template, 'windowMenu'))).toEqual(expect.arrayContaining(['minimize', 'close']));
    expect(roles(menu(template, 'help'))).toEqual(['about']);
  });

  it('offers reload and developer tools only in development', () => {
    const all = (isDevelopment: boolean) => roles(appMenuTemplate({ platform: 'linux', isDevelopment }));
    expect(all(false)).not.toContain('reload');
    expect(all(false)).not.toContain('toggleDevTools');
    expect(all(false)).not.toContain('forceReload');
    expect(all(true)).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
  });

  it('uses only roles and separators, no click handlers or external links', () => {
    const walk = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] => items.flatMap((item) => [item, ...walk((item.submenu as MenuItemConstructorOptions[]) ?? [])]);
    for (const item of walk(appMenuTemplate({ platform: 'darwin', isDevelopment: true }))) expect(item.click).toBeUndefined();
  });
});
