import { describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/access/routeTable.js';
import { builtPages, notBuiltRoutes } from './pages.js';

/**
 * Routes of the table that still render `NotBuiltYet`. Building a screen lowers the count:
 * lower this number with it. It must never go up.
 */
const NOT_BUILT_AT_MOST = 163;

describe('built pages', () => {
  it('puts every built screen at a path of the route table', () => {
    const known = new Set(routeTable.map((route) => route.path));
    expect([...builtPages().keys()].filter((path) => !known.has(path))).toEqual([]);
  });

  it(`leaves at most ${NOT_BUILT_AT_MOST} routes on the not-built-yet marker`, () => {
    expect(notBuiltRoutes().length).toBeLessThanOrEqual(NOT_BUILT_AT_MOST);
  });
});
