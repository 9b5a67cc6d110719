import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../../shared/domain/emirates.js';
import { overlappingRows } from '../../shared/domain/healthMatrixOverlap.js';
import { generateHealthPlans } from './healthDemo.js';
import { storedRows } from './healthTreeDemo.js';
import { createRandom } from './random.js';

describe('the demo health tree', () => {
  it('stores every generated plan\'s matrix as rows the overlap rule accepts', () => {
    const plans = generateHealthPlans(createRandom(7), 40, EMIRATES);
    for (const plan of plans) {
      const rows = storedRows(plan.matrix);
      expect(rows).toHaveLength(plan.matrix.length);
      for (const row of rows) expect(overlappingRows(row, rows), `${plan.planName}: ${row.id}`).toEqual([]);
    }
    // Without the rewrite a plan's `all` rows would meet its parents' row.
    expect(plans.some((plan) => plan.matrix.some((row) => overlappingRows(row, plan.matrix).length > 0))).toBe(true);
  });
});
