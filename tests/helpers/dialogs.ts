import { within, type ByRoleOptions } from '@testing-library/react';

/**
 * Queries inside an open Fluent dialog. Its focus trap (tabster's modalizer) marks everything outside the
 * active modal aria-hidden on timers; in jsdom under load it has been seen to leave the open dialog's own
 * surface aria-hidden for seconds, so role queries inside a dialog count aria-hidden elements too. The
 * dialog itself is still found by its role and accessible name, which is what a test of "it asks" relies on.
 */
export function inDialog(surface: HTMLElement) {
  const queries = within(surface);
  const shown = (options?: ByRoleOptions): ByRoleOptions => ({ hidden: true, ...options });
  return {
    ...queries,
    getByRole: <T extends HTMLElement = HTMLElement>(role: string, options?: ByRoleOptions) =>
      queries.getByRole<T>(role, shown(options)),
    queryByRole: <T extends HTMLElement = HTMLElement>(role: string, options?: ByRoleOptions) =>
      queries.queryByRole<T>(role, shown(options)),
    getAllByRole: <T extends HTMLElement = HTMLElement>(role: string, options?: ByRoleOptions) =>
      queries.getAllByRole<T>(role, shown(options)),
    findByRole: <T extends HTMLElement = HTMLElement>(role: string, options?: ByRoleOptions) =>
      queries.findByRole<T>(role, shown(options)),
  };
}
