// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../testing/fakes.js';
import { WINDOW_STATE_SETTING, restoreWindowState, trackWindowState, type Rectangle } from './windowState.js';

const defaults = { width: 1366, height: 860, minWidth: 1024, minHeight: 640 };
const laptop = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const rightMonitor = { workArea: { x: 1920, y: 0, width: 2560, height: 1400 } };

describe('restoreWindowState', () => {
  it('keeps saved bounds that are on a display', () => {
    const saved = { bounds: { x: 2100, y: 100, width: 1500, height: 1000 }, maximized: true };
    expect(restoreWindowState(saved, [laptop, rightMonitor], defaults)).toEqual(saved);
  });

  it('centres the default size on the primary display when the saved monitor is gone', () => {
    const saved = { bounds: { x: 2100, y: 100, width: 1500, height: 1000 }, maximized: false };
    expect(restoreWindowState(saved, [laptop], defaults)).toEqual({ bounds: { x: 277, y: 90, width: 1366, height: 860 }, maximized: false });
  });

  it('pulls a window hanging off the edge fully inside the display and shrinks one bigger than it', () => {
    expect(restoreWindowState({ bounds: { x: 1700, y: -30, width: 1400, height: 900 }, maximized: false }, [laptop], defaults)).toEqual({
      bounds: { x: 520, y: 0, width: 1400, height: 900 },
      maximized: false,
    });
    expect(restoreWindowState({ bounds: { x: 10, y: 10, width: 4000, height: 3000 }, maximized: false }, [laptop], defaults).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1040,
    });
  });

  it('refuses a title bar that is off every display (only the bottom edge visible)', () => {
    const state = restoreWindowState({ bounds: { x: 100, y: -850, width: 1400, height: 900 }, maximized: false }, [laptop], defaults);
    expect(state.bounds).toEqual({ x: 277, y: 90, width: 1366, height: 860 });
  });

  it.each([undefined, null, 'x', { bounds: { x: 'a', y: 0, width: 1, height: 1 } }, { bounds: { x: 0, y: 0, width: -5, height: 10 } }, { bounds: { x: Number.NaN, y: 0, width: 800, height: 600 } }])(
    'ignores a saved state that is not one (%j)',
    (saved) => {
      expect(restoreWindowState(saved, [laptop], defaults)).toEqual({ bounds: { x: 277, y: 90, width: 1366, height: 860 }, maximized: false });
    },
  );

  it('keeps the minimum size', () => {
    expect(restoreWindowState({ bounds: { x: 0, y: 0, width: 300, height: 200 }, maximized: false }, [laptop], defaults).bounds).toMatchObject({ width: 1024, height: 640 });
  });
});

function fakeWindow(bounds: Rectangle) {
  return Object.assign(new EventEmitter(), {
    bounds,
    maximized: false,
    destroyed: false,
    getNormalBounds() {
      return { ...this.bounds };
    },
    isMaximized() {
      return this.maximized;
    },
    isFullScreen: () => false,
    isDestroyed() {
      return this.destroyed;
    },
  });
}

describe('trackWindowState', () => {
  it('saves once after a burst of moves and resizes settles', () => {
    vi.useFakeTimers();
    try {
      const window = fakeWindow({ x: 10, y: 20, width: 1200, height: 800 });
      const store = memoryStore();
      trackWindowState({ window, store, debounceMs: 500 });
      window.emit('move');
      window.bounds = { x: 50, y: 60, width: 1300, height: 820 };
      window.emit('resize');
      vi.advanceTimersByTime(499);
      expect(store.written).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(store.written).toEqual([{ bounds: { x: 50, y: 60, width: 1300, height: 820 }, maximized: false }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves at once on close, with the normal bounds and the maximized flag, and cancels the pending save', () => {
    vi.useFakeTimers();
    try {
      const window = fakeWindow({ x: 10, y: 20, width: 1200, height: 800 });
      const store = memoryStore();
      trackWindowState({ window, store });
      window.maximized = true;
      window.emit('maximize');
      window.emit('close');
      expect(store.data.get(WINDOW_STATE_SETTING)).toEqual({ bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: true });
      vi.runAllTimers();
      expect(store.written).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not read a destroyed window', () => {
    const window = fakeWindow({ x: 0, y: 0, width: 1, height: 1 });
    const store = memoryStore();
    const tracker = trackWindowState({ window, store });
    window.destroyed = true;
    tracker.flush();
    expect(store.written).toEqual([]);
  });
});
