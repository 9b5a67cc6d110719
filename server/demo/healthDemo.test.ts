import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../../shared/domain/emirates.js';
import { overlappingRows, priceHealthPlan, type HealthHousehold } from '../../shared/domain/healthPricing.js';
import { generateHealthPlans } from './healthDemo.js';
import { createRandom } from './random.js';

const family = (emirate: HealthHousehold['emirate'], salaryBand: HealthHousehold['salaryBand']): HealthHousehold => ({
  insuredType: 'Self and Dependent', emirate, salaryBand, startDate: '2026-12-01',
  members: [
    { id: 'a', fullName: 'Rashid Karim', relation: null, dateOfBirth: '1984-03-02', gender: 'Male', maritalStatus: 'Married', smoker: true, hypertension: false, diabetes: false },
    { id: 'b', fullName: 'Noura Karim', relation: 'Wife', dateOfBirth: '1990-07-19', gender: 'Female', maritalStatus: 'Married', smoker: false, hypertension: false, diabetes: true },
    { id: 'c', fullName: 'Adam Karim', relation: 'Son', dateOfBirth: '2019-01-30', gender: 'Male', maritalStatus: 'Single', smoker: false, hypertension: false, diabetes: false },
    { id: 'd', fullName: 'Hala Karim', relation: 'Daughter', dateOfBirth: '2024-11-11', gender: 'Female', maritalStatus: 'Single', smoker: false, hypertension: false, diabetes: false },
  ],
});

describe('demo health plans', () => {
  const plans = generateHealthPlans(createRandom(7), 40, EMIRATES);

  it('writes rate sheets without overlapping rows, the same on every machine', () => {
    expect(plans).toHaveLength(40);
    for (const plan of plans) expect(overlappingRows(plan.matrix), plan.planName).toEqual([]);
    expect(generateHealthPlans(createRandom(7), 40, EMIRATES)).toEqual(plans);
  });

  it('prices a family on every standard plan sold where it lives, with maternity for the wife, and the Essential Benefits Plan only for low salaries in Dubai', () => {
    for (const plan of plans) {
      for (const emirate of plan.emirates) {
        const price = priceHealthPlan(plan, family(emirate, 'Up to 4000'));
        if (plan.premiumOnRequest) expect(price.offered).toBe(false);
        else if (!price.offered) throw new Error(`${plan.planName} in ${emirate}: ${price.refusals.map((refusal) => refusal.message).join('; ')}`);
        else if (plan.scheme === 'standard') expect(price.members[1]!.maternityFils).toBeGreaterThan(0);
      }
    }
    const essential = plans.find((plan) => plan.scheme === 'dubaiEssential')!;
    expect(priceHealthPlan(essential, family('Dubai', '4000 - 12000')).offered).toBe(false);
  });
});
