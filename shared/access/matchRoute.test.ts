import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../contract/routes.js';
import { buildRouteMatcher, matchRoute } from './matchRoute.js';

const route = (path: string): RouteDef => ({ path, modules: ['blog'], action: 'read', title: path });

describe('the route table', () => {
  it('refuses a path declared twice, naming it, also when only case or parameter names differ', () => {
    expect(() => buildRouteMatcher([route('/blog'), route('/Blog')])).toThrow('Route /Blog is declared twice');
    expect(() => buildRouteMatcher([route('/blog/[blogId]'), route('/blog/[id]')])).toThrow('Route /blog/[id] is declared twice');
    expect(() => buildRouteMatcher([route('/blog'), route('/blog/[blogId]')])).not.toThrow();
  });

  it('treats a segment as a parameter only when it is wholly [name]', () => {
    const match = buildRouteMatcher([route('/reports/[year]-summary'), route('/reports/x[id]')]);
    expect(match('/reports/2024')).toBeUndefined();
    expect(match('/reports/[year]-summary')?.route.path).toBe('/reports/[year]-summary');
    expect(match('/reports/x[id]')?.params).toEqual({});
  });
});

describe('paths below a record', () => {
  it('finds the record’s own screens and nothing under an unknown word', () => {
    expect(matchRoute('/customers/c1/edit')).toMatchObject({ route: { path: '/customers/[customerId]/edit' }, params: { customerId: 'c1' } });
    expect(matchRoute('/customers/c1/nothing')).toBeUndefined();
    expect(matchRoute('/customers/c1/edit/more')).toBeUndefined();
  });
});
