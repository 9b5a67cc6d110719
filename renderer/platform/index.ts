import type { HostBridge } from '../../shared/host/bridge.js';
import { getDesktopHost } from './desktop.js';

/** A route the host may send: `#/<area>/<id>` (the same shape main's deep-link parser produces). */
const HOST_ROUTE = /^#\/[a-z][a-z-]{0,31}\/[A-Za-z0-9_-]{1,64}$/;

/**
 * Shows the routes the host asks for (a `brokerdesk://` deep link) by moving the hash router's
 * location; the router's guards then apply as for any other navigation. Anything but a plain
 * `#/<area>/<id>` is ignored. Returns the unsubscribe function.
 *
 * @example followHostNavigation(host, window.location);
 */
export function followHostNavigation(host: Pick<HostBridge, 'onNavigate'>, location: { hash: string }): () => void {
  return host.onNavigate((route) => {
    if (typeof route === 'string' && HOST_ROUTE.test(route)) location.hash = route.slice(1);
  });
}

/**
 * The host this renderer runs in: Electron's preload bridge when present, else the browser host
 * (loaded only then, so the desktop build never ships the HTTP client to the page).
 *
 * @example const host = await getHost();
 */
export async function getHost(): Promise<HostBridge> {
  const desktop = getDesktopHost();
  if (desktop) {
    followHostNavigation(desktop, window.location);
    return desktop;
  }
  const { createBrowserHost } = await import('./browser.js');
  return createBrowserHost();
}
