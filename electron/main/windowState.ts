import type { KeyValueStore } from '../platform/deps.js';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What `screen.getAllDisplays()` gives, as far as placing a window goes. */
export interface DisplayLike {
  workArea: Rectangle;
}

export interface SavedWindowState {
  bounds: Rectangle;
  maximized: boolean;
}

/** The settings key of the window's size and position. */
export const WINDOW_STATE_SETTING = 'windowState';
/** Moves and resizes come in bursts; the state is written once they settle. */
export const WINDOW_STATE_DEBOUNCE_MS = 500;
/** At least this much of the window's top strip must be on a display for the saved position to stand. */
const MIN_VISIBLE = { width: 100, height: 40 };

function isRectangle(value: unknown): value is Rectangle {
  if (typeof value !== 'object' || value === null) return false;
  const rect = value as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((key) => typeof rect[key] === 'number' && Number.isFinite(rect[key]));
}

function intersection(a: Rectangle, b: Rectangle): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * Where the window opens: the saved bounds when their title strip is still on one of today's
 * displays (clamped inside that display's work area, never larger than it), else the default size
 * centred on the first (primary) display. A saved state that is not a state is ignored.
 *
 * @example restoreWindowState(store.get(WINDOW_STATE_SETTING), screen.getAllDisplays(), { width: 1366, height: 860 })
 */
export function restoreWindowState(
  saved: unknown,
  displays: readonly DisplayLike[],
  defaults: { width: number; height: number; minWidth?: number; minHeight?: number },
): SavedWindowState {
  const primary = displays[0]?.workArea;
  const fallback = (): SavedWindowState => {
    if (!primary) return { bounds: { x: 0, y: 0, width: defaults.width, height: defaults.height }, maximized: false };
    return { bounds: centredIn(primary, defaults.width, defaults.height), maximized: false };
  };
  if (typeof saved !== 'object' || saved === null) return fallback();
  const state = saved as Partial<Record<keyof SavedWindowState, unknown>>;
  if (!isRectangle(state.bounds) || state.bounds.width <= 0 || state.bounds.height <= 0) return fallback();
  const bounds = state.bounds;
  const maximized = state.maximized === true;

  // The display showing most of the window's title strip (what the user grabs to move it).
  const titleStrip = { x: bounds.x, y: bounds.y, width: bounds.width, height: Math.min(bounds.height, MIN_VISIBLE.height) };
  let best: { area: Rectangle; visible: number } | null = null;
  for (const { workArea } of displays) {
    const overlap = intersection(titleStrip, workArea);
    if (overlap.width < Math.min(MIN_VISIBLE.width, bounds.width) || overlap.height <= 0) continue;
    const visible = overlap.width * overlap.height;
    if (!best || visible > best.visible) best = { area: workArea, visible };
  }
  if (!best) return { ...fallback(), maximized };

  const area = best.area;
  const width = Math.min(Math.max(Math.round(bounds.width), defaults.minWidth ?? 0), area.width);
  const height = Math.min(Math.max(Math.round(bounds.height), defaults.minHeight ?? 0), area.height);
  const x = Math.min(Math.max(Math.round(bounds.x), area.x), area.x + area.width - width);
  const y = Math.min(Math.max(Math.round(bounds.y), area.y), area.y + area.height - height);
  return { bounds: { x, y, width, height }, maximized };
}

function centredIn(area: Rectangle, width: number, height: number): Rectangle {
  const w = Math.min(width, area.width);
  const h = Math.min(height, area.height);
  return { x: Math.round(area.x + (area.width - w) / 2), y: Math.round(area.y + (area.height - h) / 2), width: w, height: h };
}

/** The part of `BrowserWindow` the tracker reads. */
export interface TrackedWindow {
  on(event: 'move' | 'resize' | 'close' | 'maximize' | 'unmaximize', listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isDestroyed(): boolean;
}

export interface WindowStateTrackerDeps {
  window: TrackedWindow;
  store: KeyValueStore;
  debounceMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Saves the window's normal (unmaximized) bounds and whether it is maximized: debounced after a
 * move or resize, and at once when it closes.
 *
 * @example trackWindowState({ window: mainWindow, store: settings });
 */
export function trackWindowState(deps: WindowStateTrackerDeps): { flush(): void } {
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const debounceMs = deps.debounceMs ?? WINDOW_STATE_DEBOUNCE_MS;
  let timer: unknown = null;

  function save(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const { window } = deps;
    if (window.isDestroyed()) return;
    const state: SavedWindowState = { bounds: window.getNormalBounds(), maximized: window.isMaximized() || window.isFullScreen() };
    deps.store.set(WINDOW_STATE_SETTING, state);
  }
  function schedule(): void {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(save, debounceMs);
  }

  deps.window.on('move', schedule);
  deps.window.on('resize', schedule);
  deps.window.on('maximize', schedule);
  deps.window.on('unmaximize', schedule);
  deps.window.on('close', save);
  return { flush: save };
}
