import { afterEach, beforeAll } from 'vitest';

// Screens under test wait for debounced searches and lazy chunks; on a loaded two-core CI machine
// those take longer than Testing Library's 1 s default, so its waits allow 5 s before failing.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
});

// Fluent's tabster keeps observers alive after a test unless the DOM is cleaned up.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
