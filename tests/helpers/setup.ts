import { afterEach } from 'vitest';

// Fluent's tabster keeps observers alive after a test unless the DOM is cleaned up.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
