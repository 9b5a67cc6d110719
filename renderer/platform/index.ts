import type { HostBridge } from '../../shared/host/bridge.js';
import { getDesktopHost } from './desktop.js';

/**
 * The host this renderer runs in: Electron's preload bridge when present, else the browser host
 * (loaded only then, so the desktop build never ships the HTTP client to the page).
 *
 * @example const host = await getHost();
 */
export async function getHost(): Promise<HostBridge> {
  const desktop = getDesktopHost();
  if (desktop) return desktop;
  const { createBrowserHost } = await import('./browser.js');
  return createBrowserHost();
}
