export const DEEP_LINK_SCHEME = 'brokerdesk';

/** The record kinds a link may open, by the link's area; each is the renderer route of the same name. */
export const DEEP_LINK_AREAS = ['proposals', 'customers'] as const;
export type DeepLinkArea = (typeof DEEP_LINK_AREAS)[number];

const DEEP_LINK = /^brokerdesk:\/\/([a-z]+)\/([A-Za-z0-9_-]{1,64})\/?$/i;
/** No legitimate link is longer; anything bigger is not even looked at. */
const MAX_LINK_LENGTH = 200;

/**
 * `brokerdesk://<area>/<id>` → the renderer route `#/<area>/<id>`, for a known area and an id of
 * `[A-Za-z0-9_-]{1,64}` (the trailing slash some shells add is tolerated). Anything else — other
 * schemes, query strings, fragments, encoded characters, extra segments — is null and ignored.
 *
 * @example parseDeepLink('brokerdesk://proposals/p-17') // '#/proposals/p-17'
 */
export function parseDeepLink(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > MAX_LINK_LENGTH) return null;
  const match = DEEP_LINK.exec(url.trim());
  if (!match) return null;
  const area = match[1]!.toLowerCase();
  if (!(DEEP_LINK_AREAS as readonly string[]).includes(area)) return null;
  return `#/${area}/${match[2]!}`;
}

/** The first deep link among a process' arguments (Windows and Linux pass the link on the command line). */
export function findDeepLink(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (typeof arg !== 'string' || !arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) continue;
    const route = parseDeepLink(arg);
    if (route) return route;
  }
  return null;
}

export interface DeepLinkRouterDeps {
  /** Shows, restores and focuses the main window. */
  focusWindow: () => void;
  /** Sends `app:navigate` to the window. */
  navigate: (route: string) => void;
}

/**
 * Holds a link that arrives before the window can take it (macOS sends `open-url` before `ready`;
 * the first launch's own argv) and delivers it once the page has loaded; later links go at once.
 *
 * @example const links = createDeepLinkRouter({ focusWindow, navigate: (route) => emit('app:navigate', route) });
 */
export function createDeepLinkRouter(deps: DeepLinkRouterDeps) {
  let ready = false;
  let pending: string | null = null;

  function deliver(route: string): void {
    deps.focusWindow();
    deps.navigate(route);
  }

  function openRoute(route: string | null): boolean {
    if (!route) return false;
    if (ready) deliver(route);
    else pending = route;
    return true;
  }

  return {
    /** Returns whether the link was one of ours (ignored otherwise). */
    open: (url: unknown): boolean => openRoute(parseDeepLink(url)),
    /** A second instance's (or this first launch's) command line. */
    openFromArgv: (argv: readonly string[]): boolean => openRoute(findDeepLink(argv)),
    /** The window has loaded the app: deliver a held link. */
    windowReady(): void {
      ready = true;
      if (pending) {
        const route = pending;
        pending = null;
        deliver(route);
      }
    },
    /** The window is gone (closed): hold links again until a new one loads. */
    windowGone(): void {
      ready = false;
    },
  };
}

export type DeepLinkRouter = ReturnType<typeof createDeepLinkRouter>;

/** The part of Electron's `app` the scheme registration uses. */
export interface DeepLinkApp {
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean;
  on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
}

/**
 * Makes BrokerDesk the handler of `brokerdesk://` and routes macOS `open-url` events. In development
 * (`process.defaultApp`) the OS must start Electron with the app's entry script, so both are registered.
 * Windows/Linux links reach the running app through `second-instance` (see `claimSingleInstance`).
 *
 * @example registerDeepLinks(app, links, { defaultApp: process.defaultApp, execPath: process.execPath, entryScript: process.argv[1] });
 */
export function registerDeepLinks(
  app: DeepLinkApp,
  router: Pick<DeepLinkRouter, 'open'>,
  process: { defaultApp?: boolean; execPath: string; entryScript?: string },
): void {
  if (process.defaultApp && process.entryScript) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [process.entryScript]);
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    router.open(url);
  });
}
