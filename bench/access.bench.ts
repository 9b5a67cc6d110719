import { checkRouteAccess, type AccessSubject } from '../shared/access/checkRouteAccess.js';
import { matchRoute } from '../shared/access/matchRoute.js';
import { routeTable } from '../shared/access/routeTable.js';
import type { PermissionEntry } from '../shared/contract/auth/auth.schema.js';
import { round, summarize } from './stats.js';

/**
 * The route check runs on every path change. Target: under 0.05 ms per call for an employee
 * whose role has 200 permission entries. Each sample is the mean of a batch of 1,000 calls
 * (a single call is below the timer's useful resolution).
 */
export function benchAccess() {
  const permissions: PermissionEntry[] = Array.from({ length: 200 }, (_, i) => ({
    menuName: `Menu ${i}`,
    url: `/menu-${i}`,
    enabled: i % 7 !== 0,
    items: [
      { id: `item-${i}-a`, name: `screen${i}`, read: true },
      { id: `item-${i}-b`, name: `other${i}`, create: i % 2 === 0, update: i % 3 === 0 },
    ],
  }));
  const user: AccessSubject = { type: 'employee', role: 'Employee', isSupervisor: false, moduleAccessId: null, roleId: { _id: 'r', name: 'Big role', permissions } };
  const paths = routeTable.map((route) => route.path.replace(/\[(\w+)\]/g, '65f0a1b2c3d4e5f6a7b8c9d0'));
  const batch = 1000;
  const samples: number[] = [];
  let sink = 0;
  for (let round_ = 0; round_ < 300; round_++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) {
      const path = paths[(round_ * batch + i) % paths.length]!;
      if (checkRouteAccess(user, matchRoute(path)?.route, path).view) sink++;
    }
    samples.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  const stats = summarize(samples.slice(20)); // the first batches warm the JIT up
  return {
    name: 'Route access check (employee with 200 permission entries)',
    target: 'under 0.05 ms per call',
    pass: stats.p95 < 0.05,
    rows: [{ measure: 'ms per call (batches of 1,000)', p50: round(stats.p50, 4), p95: round(stats.p95, 4), p99: round(stats.p99, 4), calls: stats.count * batch, viewable: sink > 0 ? 'some' : 'none' }],
  };
}
