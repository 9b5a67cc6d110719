import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMIRATES } from './emirates.js';
import {
  HEALTH_INSURED_TYPES, SALARY_BANDS, ageOn, matrixRowFor, maternityApplies, overlappingRows, priceHealthPlan, priceHealthPlans,
  type HealthHousehold, type HealthMatrixRow, type HealthMember, type HealthPlan, type SalaryBand,
} from './healthPricing.js';

const AED = 100;
const START = '2026-12-01';

let rows = 0;
const row = (fields: Partial<HealthMatrixRow>): HealthMatrixRow => ({
  id: `r${++rows}`, visaTypes: ['all'], ageFrom: 0, ageTo: 99, salaryFromAed: null, salaryToAed: null, gender: 'all', relation: null,
  premiumFils: 1000 * AED, maternityFils: 0, ...fields,
});

const plan = (fields: Partial<HealthPlan> = {}): HealthPlan => ({
  id: 'p1', planName: 'Silver 20', coPay: 20, isActive: true, premiumOnRequest: false, scheme: 'standard', emirates: ['Dubai', 'Sharjah'],
  matrix: [
    row({ id: 'adult', ageFrom: 18, ageTo: 64, premiumFils: 4200 * AED, maternityFils: 900 * AED }),
    row({ id: 'child', ageFrom: 0, ageTo: 17, premiumFils: 2100 * AED }),
    row({ id: 'senior', ageFrom: 65, ageTo: 99, premiumFils: 9800 * AED }),
  ],
  loadings: [],
  ...fields,
});

/** Born `years` years before the start of cover, to the day. */
const bornYearsAgo = (years: number, dayOffset = 0) => {
  const day = new Date(`${START}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() + dayOffset);
  return day.toISOString().slice(0, 10);
};

const member = (fields: Partial<HealthMember> = {}): HealthMember => ({
  id: 'm1', fullName: 'Omar Haddad', relation: null, dateOfBirth: bornYearsAgo(35), gender: 'Male', maritalStatus: 'Married',
  smoker: false, hypertension: false, diabetes: false, ...fields,
});

const household = (fields: Partial<HealthHousehold> = {}): HealthHousehold => ({
  insuredType: 'Self and Dependent', emirate: 'Dubai', salaryBand: '4000 - 12000', startDate: START, members: [member()], ...fields,
});

const family = [
  member(),
  member({ id: 'm2', fullName: 'Lina Haddad', relation: 'Wife', gender: 'Female', dateOfBirth: bornYearsAgo(31) }),
  member({ id: 'm3', fullName: 'Sami Haddad', relation: 'Son', dateOfBirth: bornYearsAgo(6), maritalStatus: 'Single' }),
  member({ id: 'm4', fullName: 'Maya Haddad', relation: 'Daughter', gender: 'Female', dateOfBirth: bornYearsAgo(2), maritalStatus: 'Single' }),
];

function offered(price: ReturnType<typeof priceHealthPlan>) {
  if (!price.offered) throw new Error(`refused: ${price.refusals.map((refusal) => refusal.message).join('; ')}`);
  return price;
}

function refusals(price: ReturnType<typeof priceHealthPlan>) {
  if (price.offered) throw new Error('offered');
  return price.refusals;
}

describe('ages on the first day of cover', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn(bornYearsAgo(18), START)).toBe(18);
    expect(ageOn(bornYearsAgo(18, 1), START)).toBe(17);
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(0);
    expect(ageOn('2024-02-29', '2025-03-01')).toBe(1);
    // Only the days count, whatever the times of day stored with them.
    expect(ageOn('2008-12-01T12:00:00.000Z', '2026-12-01T06:00:00.000Z')).toBe(18);
  });
});

describe('the member premium row', () => {
  it('takes the row whose age band holds the age, both ends included', () => {
    const p = plan();
    const at = (age: number, dayOffset = 0) => matrixRowFor(p.matrix, member({ dateOfBirth: bornYearsAgo(age, dayOffset) }), ageOn(bornYearsAgo(age, dayOffset), START), household())?.id;
    expect([at(17), at(18), at(64), at(65)]).toEqual(['child', 'adult', 'adult', 'senior']);
    expect(at(18, 1)).toBe('child');
  });

  it('matches the visa type, the gender and the relation, and prefers the row naming the relation, then the gender, then the visa type', () => {
    const matrix = [
      row({ id: 'any' }),
      row({ id: 'visa', visaTypes: ['Self and Dependent'] }),
      row({ id: 'gender', gender: 'Female' }),
      row({ id: 'wife', relation: 'Wife' }),
    ];
    const wife = member({ relation: 'Wife', gender: 'Female' });
    expect(matrixRowFor(matrix, wife, 30, household())?.id).toBe('wife');
    expect(matrixRowFor(matrix, member({ gender: 'Female' }), 30, household())?.id).toBe('gender');
    expect(matrixRowFor(matrix, member(), 30, household())?.id).toBe('visa');
    expect(matrixRowFor(matrix, member(), 30, household({ insuredType: 'Self' }))?.id).toBe('any');
    expect(matrixRowFor([row({ id: 'wife', relation: 'Wife' })], member({ relation: 'Husband' }), 30, household())).toBeNull();
    expect(matrixRowFor([row({ id: 'men', gender: 'Male' })], member({ gender: 'Female' }), 30, household())).toBeNull();
    expect(matrixRowFor([row({ visaTypes: ['Self'] })], member(), 30, household())).toBeNull();
  });

  it('keeps the first of two equally specific rows', () => {
    expect(matrixRowFor([row({ id: 'first' }), row({ id: 'second' })], member(), 30, household())?.id).toBe('first');
  });

  it('prices parents and domestic workers on rows of their own visa type', () => {
    const matrix = [row({ id: 'household', visaTypes: ['Self and Dependent'] }), row({ id: 'parent', visaTypes: ['Parent'] }), row({ id: 'worker', visaTypes: ['Domestic worker'] })];
    expect(matrixRowFor(matrix, member({ relation: 'Mother', gender: 'Female', visa: 'Parent' }), 66, household())?.id).toBe('parent');
    expect(matrixRowFor(matrix, member({ visa: 'Domestic worker' }), 40, household())?.id).toBe('worker');
  });

  it('needs the whole salary band inside the row, an open end covering any salary', () => {
    const band = (salaryBand: SalaryBand, fields: Partial<HealthMatrixRow>) => matrixRowFor([row(fields)], member(), 30, household({ salaryBand })) !== null;
    expect(band('Up to 4000', { salaryFromAed: 0, salaryToAed: 4000 })).toBe(true);
    expect(band('Up to 4000', { salaryFromAed: 0, salaryToAed: 3999 })).toBe(false);
    expect(band('4000 - 12000', { salaryFromAed: 4001, salaryToAed: 12000 })).toBe(true);
    expect(band('4000 - 12000', { salaryFromAed: 4002, salaryToAed: 12000 })).toBe(false);
    expect(band('4000 - 12000', { salaryFromAed: 4001, salaryToAed: 11999 })).toBe(false);
    expect(band('12000+', { salaryFromAed: 12001, salaryToAed: null })).toBe(true);
    expect(band('12000+', { salaryFromAed: 12001, salaryToAed: 50000 })).toBe(false);
    expect(band('12000+', { salaryFromAed: null, salaryToAed: null })).toBe(true);
    expect(band('Up to 4000', { salaryFromAed: null, salaryToAed: 4000 })).toBe(true);
  });
});

describe('overlapping matrix rows', () => {
  const ids = (matrix: HealthMatrixRow[]) => overlappingRows(matrix).map(([a, b]) => [a.id, b.id]);

  it('finds rows of one gender, relation and visa type whose age and salary bands meet, ends included', () => {
    expect(ids([row({ id: 'a', ageTo: 30 }), row({ id: 'b', ageFrom: 30 })])).toEqual([['a', 'b']]);
    expect(ids([row({ id: 'a', ageTo: 30 }), row({ id: 'b', ageFrom: 31 })])).toEqual([]);
    expect(ids([row({ id: 'a', ageFrom: 30 }), row({ id: 'b', ageTo: 30 })])).toEqual([['a', 'b']]);
    expect(ids([row({ id: 'a', ageFrom: 31 }), row({ id: 'b', ageTo: 30 })])).toEqual([]);
    expect(ids([row({ id: 'a', salaryFromAed: null, salaryToAed: 5000 }), row({ id: 'b', salaryFromAed: 1000, salaryToAed: 3000 })])).toEqual([['a', 'b']]);
    expect(ids([row({ id: 'a', salaryFromAed: 1000, salaryToAed: 3000 }), row({ id: 'b', salaryFromAed: null, salaryToAed: 5000 })])).toEqual([['a', 'b']]);
    expect(ids([row({ id: 'a', salaryToAed: 4000 }), row({ id: 'b', salaryFromAed: 4000 })])).toEqual([['a', 'b']]);
    expect(ids([row({ id: 'a', salaryToAed: 4000 }), row({ id: 'b', salaryFromAed: 4001 })])).toEqual([]);
    expect(ids([row({ id: 'a', salaryFromAed: 12001 }), row({ id: 'b', salaryToAed: 12000 })])).toEqual([]);
    expect(ids([row({ id: 'a', visaTypes: ['Self', 'Parent'] }), row({ id: 'b', visaTypes: ['Parent'] }), row({ id: 'c', visaTypes: ['Self and Dependent'] })])).toEqual([['a', 'b']]);
  });

  it('lets rows of different specificity meet: the more specific one prices', () => {
    expect(ids([row({ id: 'a' }), row({ id: 'b', gender: 'Female' }), row({ id: 'c', relation: 'Wife' }), row({ id: 'd', visaTypes: ['Self'] })])).toEqual([]);
    expect(ids([row({ id: 'a', gender: 'Male' }), row({ id: 'b', gender: 'Female' })])).toEqual([]);
    expect(ids([row({ id: 'a', relation: 'Son' }), row({ id: 'b', relation: 'Son' }), row({ id: 'c', relation: 'Daughter' })])).toEqual([['a', 'b']]);
  });
});

describe('explanations', () => {
  it('names the salary band of the row, an open end shown as such', () => {
    const line = (fields: Partial<HealthMatrixRow>, salaryBand: SalaryBand) =>
      offered(priceHealthPlan(plan({ matrix: [row(fields)] }), household({ salaryBand }))).members[0]!.explanation[0];
    expect(line({ salaryFromAed: 0, salaryToAed: 4000 }, 'Up to 4000')).toBe('Omar Haddad, 35, Male: matrix row for ages 0–99, salary AED 0–4000 = AED 1,000.00');
    expect(line({ salaryFromAed: null, salaryToAed: 4000 }, 'Up to 4000')).toMatch(/salary AED 0–4000 =/);
    expect(line({ salaryFromAed: 12001, salaryToAed: null }, '12000+')).toMatch(/salary AED 12001–… =/);
  });
});

describe('maternity premium', () => {
  it('applies to married women from 18 to 50', () => {
    const woman = member({ gender: 'Female' });
    expect([17, 18, 50, 51].map((age) => maternityApplies(woman, age))).toEqual([false, true, true, false]);
    expect(maternityApplies(member({ gender: 'Female', maritalStatus: 'Single' }), 30)).toBe(false);
    expect(maternityApplies(member({ gender: 'Female', maritalStatus: 'Divorced' }), 30)).toBe(false);
    expect(maternityApplies(member(), 30)).toBe(false);
  });

  it('adds the row maternity premium to the wife and no one else', () => {
    const price = offered(priceHealthPlan(plan(), household({ members: family })));
    expect(price.members.map((m) => [m.memberId, m.rowId, m.premiumFils, m.maternityFils])).toEqual([
      ['m1', 'adult', 4200 * AED, 0], ['m2', 'adult', 4200 * AED, 900 * AED], ['m3', 'child', 2100 * AED, 0], ['m4', 'child', 2100 * AED, 0],
    ]);
    expect(price.totalFils).toBe((4200 + 4200 + 900 + 2100 + 2100) * AED);
    expect(price.members[0]!.explanation).toEqual(['Omar Haddad, 35, Male: matrix row for ages 18–64, any salary = AED 4,200.00']);
    expect(price.members[1]!.explanation).toEqual([
      'Lina Haddad, 31, Female (Wife): matrix row for ages 18–64, any salary = AED 4,200.00',
      'Maternity premium = AED 900.00',
    ]);
  });
});

describe('loadings', () => {
  const loadings: HealthPlan['loadings'] = [
    { factor: 'smoker', emirates: ['Dubai'], amountType: 'percentage', amount: 12.5 },
    { factor: 'diabetes', emirates: ['Dubai', 'Sharjah'], amountType: 'fixed', amount: 350 * AED },
    { factor: 'hypertension', emirates: ['Sharjah'], amountType: 'percentage', amount: 10 },
  ];

  it('loads members who answer yes in the loading emirates, a percentage of the premium rounded half up', () => {
    const smoker = member({ smoker: true, diabetes: true, hypertension: true });
    const price = offered(priceHealthPlan(plan({ loadings, matrix: [row({ id: 'odd', premiumFils: 4200_04 })] }), household({ members: [smoker] })));
    expect(price.members[0]!.loadings.map((line) => [line.factor, line.fils])).toEqual([['smoker', 525_01], ['diabetes', 350 * AED]]);
    expect(price.members[0]!.totalFils).toBe(4200_04 + 525_01 + 350 * AED);
    expect(price.members[0]!.explanation.slice(1)).toEqual([
      'Smoker loading in Dubai: 12.5 % of AED 4,200.04 = AED 525.01',
      'Diabetes loading in Dubai: fixed = AED 350.00',
    ]);
  });

  it('rounds a half fils up and loads nobody who answers no', () => {
    const price = offered(priceHealthPlan(plan({ loadings, matrix: [row({ premiumFils: 4 })] }), household({ members: [member({ smoker: true }), member({ id: 'm2' })] })));
    expect(price.members.map((m) => m.loadings.map((line) => line.fils))).toEqual([[1], []]);
    const sharjah = offered(priceHealthPlan(plan({ loadings }), household({ emirate: 'Sharjah', members: [member({ smoker: true, hypertension: true })] })));
    expect(sharjah.members[0]!.loadings.map((line) => [line.factor, line.fils, line.explanation])).toEqual([
      ['hypertension', 420 * AED, 'Hypertension loading in Sharjah: 10 % of AED 4,200.00 = AED 420.00'],
    ]);
  });
});

describe('plans that cannot be offered', () => {
  it('refuses an inactive plan, a plan priced on request and a plan not sold in the emirate, naming why', () => {
    expect(refusals(priceHealthPlan(plan({ isActive: false }), household()))).toEqual([{ code: 'inactive', memberId: null, message: 'Silver 20 is not active' }]);
    expect(refusals(priceHealthPlan(plan({ premiumOnRequest: true }), household()))).toEqual([
      { code: 'onRequest', memberId: null, message: 'Silver 20 is priced on request: ask the insurer for a quote' },
    ]);
    expect(refusals(priceHealthPlan(plan(), household({ emirate: 'Ajman' })))).toEqual([{ code: 'territory', memberId: null, message: 'Silver 20 is not sold in Ajman' }]);
  });

  it('names each member the matrix has no row for, and offers nothing', () => {
    const price = priceHealthPlan(plan({ matrix: [row({ ageFrom: 18, ageTo: 64 })] }), household({ members: family }));
    expect(refusals(price).map((refusal) => [refusal.code, refusal.memberId])).toEqual([['noRow', 'm3'], ['noRow', 'm4']]);
    expect(refusals(price)[0]!.message).toBe('Sami Haddad: Silver 20 has no premium for a male of 6 on a Self and Dependent visa');
  });
});

describe('regulated plans', () => {
  const essential = plan({ scheme: 'dubaiEssential', planName: 'Essential Benefits', emirates: ['Dubai'] });

  it('sells the Essential Benefits Plan in Dubai to salaries up to AED 4,000, with a Basmah fee per member (each an EBP policy)', () => {
    const price = offered(priceHealthPlan(essential, household({ salaryBand: 'Up to 4000', members: family })));
    expect(price.fees.map((fee) => [fee.code, fee.memberId, fee.fils])).toEqual(family.map((m) => ['basmahFee', m.id, 37 * AED]));
    expect(price.fees[0]!.explanation).toBe('Basmah fee for Omar Haddad\'s Essential Benefits policy = AED 37.00');
    expect(price.totalFils).toBe(price.members.reduce((sum, m) => sum + m.totalFils, 0) + family.length * 37 * AED);
  });

  it('charges the insurer\'s own Basmah and ICP fees per member: none when zero, ICP on any plan, Basmah on EBP only', () => {
    const fees = { basmahFeeFils: 40 * AED, icpFeeFils: 22 * AED };
    const ebp = offered(priceHealthPlan({ ...essential, fees }, household({ salaryBand: 'Up to 4000', members: family.slice(0, 2) })));
    expect(ebp.fees.map((fee) => [fee.code, fee.memberId, fee.fils])).toEqual([
      ['basmahFee', 'm1', 40 * AED], ['icpFee', 'm1', 22 * AED], ['basmahFee', 'm2', 40 * AED], ['icpFee', 'm2', 22 * AED],
    ]);
    expect(ebp.totalFils).toBe(ebp.members.reduce((sum, m) => sum + m.totalFils, 0) + 2 * 62 * AED);
    const standard = offered(priceHealthPlan(plan({ fees }), household({ members: family.slice(0, 1) })));
    expect(standard.fees.map((fee) => fee.code)).toEqual(['icpFee']);
    const none = offered(priceHealthPlan({ ...essential, fees: { basmahFeeFils: 0, icpFeeFils: 0 } }, household({ salaryBand: 'Up to 4000', members: family })));
    expect(none.fees).toEqual([]);
    expect(offered(priceHealthPlan(plan(), household({ members: family }))).fees).toEqual([]);
  });

  it('refuses the Essential Benefits Plan to a principal earning more, and to a working dependant, but covers non-working dependants of any sponsor', () => {
    const over = refusals(priceHealthPlan(essential, household({ salaryBand: '4000 - 12000', members: family })));
    expect(over).toEqual([{ code: 'scheme', memberId: 'm1', message: 'Omar Haddad: The Essential Benefits Plan covers salaries up to AED 4,000 a month' }]);
    expect(refusals(priceHealthPlan(essential, household({ salaryBand: '12000+', members: [family[0]!] })))[0]!.memberId).toBe('m1');
    const worker = member({ id: 'w1', fullName: 'Joy Santos', visa: 'Domestic worker', gender: 'Female', maritalStatus: 'Single' });
    expect(refusals(priceHealthPlan(essential, household({ salaryBand: '12000+', members: [family[0]!, worker] }))).map((refusal) => refusal.memberId)).toEqual(['m1']);
    const dependants = offered(priceHealthPlan(essential, household({ insuredType: 'Dependent only', salaryBand: '12000+', members: family.slice(1) })));
    expect(dependants.members).toHaveLength(3);
    const working = refusals(priceHealthPlan(essential, household({ salaryBand: 'Up to 4000', members: [family[0]!, { ...family[1]!, working: true }] })));
    expect(working).toEqual([{ code: 'scheme', memberId: 'm2', message: 'Lina Haddad: The Essential Benefits Plan covers non-working dependants only' }]);
  });

  it('sells the Abu Dhabi basic plan in Abu Dhabi to salaries up to AED 5,000, asking for the salary inside the middle band', () => {
    const basic = plan({ scheme: 'abuDhabiBasic', planName: 'Basic', emirates: ['Abu Dhabi'] });
    const at = (fields: Partial<HealthHousehold>) => priceHealthPlan(basic, household({ emirate: 'Abu Dhabi', ...fields }));
    expect(at({ salaryBand: 'Up to 4000' }).offered).toBe(true);
    expect(at({ salaryBand: '4000 - 12000', salaryAed: 5000 }).offered).toBe(true);
    expect(refusals(at({ salaryBand: '4000 - 12000', salaryAed: 5001 }))[0]!.message).toBe('Omar Haddad: The Abu Dhabi basic plan covers salaries up to AED 5,000 a month');
    expect(refusals(at({ salaryBand: '4000 - 12000' }))[0]!.message).toBe('Omar Haddad: The Abu Dhabi basic plan covers salaries up to AED 5,000 a month: give the monthly salary');
    expect(refusals(at({ salaryBand: '12000+' }))[0]!.message).toBe('Omar Haddad: The Abu Dhabi basic plan covers salaries up to AED 5,000 a month');
  });

  it('refuses a regulated plan outside its emirate even when the plan tree lists it there', () => {
    const everywhere = { ...essential, emirates: [...EMIRATES] };
    expect(refusals(priceHealthPlan(everywhere, household({ emirate: 'Sharjah', salaryBand: 'Up to 4000' })))[0]!.message).toBe('Omar Haddad: The Essential Benefits Plan is sold for Dubai visas only');
    const basic = plan({ scheme: 'abuDhabiBasic', emirates: [...EMIRATES] });
    expect(refusals(priceHealthPlan(basic, household({ salaryBand: 'Up to 4000' })))[0]!.message).toBe('Omar Haddad: The Abu Dhabi basic plan is sold for Abu Dhabi visas only');
  });
});

describe('properties over random households', () => {
  /** A matrix with a row for every age, gender and salary band: every member has exactly one. */
  const fullMatrix: HealthMatrixRow[] = (['Male', 'Female'] as const).flatMap((gender) => [0, 18, 40, 65].map((ageFrom, i, starts) => row({
    id: `${gender}-${ageFrom}`, gender, ageFrom, ageTo: (starts[i + 1] ?? 100) - 1, premiumFils: (1500 + 700 * i) * AED + (gender === 'Female' ? 333 : 0), maternityFils: 850 * AED,
  })));
  const loadings: HealthPlan['loadings'] = [
    { factor: 'smoker', emirates: ['Dubai'], amountType: 'percentage', amount: 15 },
    { factor: 'hypertension', emirates: ['Dubai'], amountType: 'fixed', amount: 275 * AED },
    { factor: 'diabetes', emirates: ['Dubai'], amountType: 'percentage', amount: 7.5 },
  ];
  const memberArb = fc.record({
    age: fc.integer({ min: 0, max: 99 }), dayOffset: fc.integer({ min: 0, max: 364 }), gender: fc.constantFrom('Male' as const, 'Female' as const),
    maritalStatus: fc.constantFrom('Married' as const, 'Single' as const, 'Divorced' as const, 'Widow' as const),
    smoker: fc.boolean(), hypertension: fc.boolean(), diabetes: fc.boolean(),
  });
  const householdArb = fc.record({
    insuredType: fc.constantFrom(...HEALTH_INSURED_TYPES), salaryBand: fc.constantFrom(...(Object.keys(SALARY_BANDS) as SalaryBand[])),
    members: fc.array(memberArb, { minLength: 1, maxLength: 8 }),
  }).map((drawn): HealthHousehold => household({
    insuredType: drawn.insuredType, salaryBand: drawn.salaryBand,
    members: drawn.members.map((m, i) => member({
      id: `m${i}`, fullName: `Member ${i}`, relation: i === 0 ? null : 'Son', dateOfBirth: bornYearsAgo(m.age, -m.dayOffset), gender: m.gender,
      maritalStatus: m.maritalStatus, smoker: m.smoker, hypertension: m.hypertension, diabetes: m.diabetes,
    })),
  }));

  it('gives every member exactly one row, and the totals add up line by line', () => {
    fc.assert(fc.property(householdArb, (drawn) => {
      const price = offered(priceHealthPlan(plan({ matrix: fullMatrix, loadings }), drawn));
      expect(price.members.map((m) => m.memberId)).toEqual(drawn.members.map((m) => m.id));
      for (const priced of price.members) {
        const matching = fullMatrix.filter((r) => priced.age >= r.ageFrom && priced.age <= r.ageTo && r.gender === drawn.members.find((m) => m.id === priced.memberId)!.gender);
        expect(matching.map((r) => r.id)).toEqual([priced.rowId]);
        expect(priced.totalFils).toBe(priced.premiumFils + priced.maternityFils + priced.loadings.reduce((sum, line) => sum + line.fils, 0));
        expect(priced.loadings.every((line) => Number.isInteger(line.fils) && line.fils >= 0)).toBe(true);
      }
      expect(price.totalFils).toBe(price.members.reduce((sum, m) => sum + m.totalFils, 0));
    }), { numRuns: 300 });
  });

  it('either offers the plan to every member or names a reason for each member it cannot cover', () => {
    const adultsOnly = plan({ matrix: fullMatrix.filter((r) => r.ageFrom >= 18) });
    fc.assert(fc.property(householdArb, (drawn) => {
      const price = priceHealthPlan(adultsOnly, drawn);
      const minors = drawn.members.filter((m) => ageOn(m.dateOfBirth, START) < 18).map((m) => m.id);
      if (minors.length === 0) expect(price.offered).toBe(true);
      else expect(refusals(price).map((refusal) => refusal.memberId)).toEqual(minors);
    }), { numRuns: 300 });
  });

  it('prices each plan of a list on its own', () => {
    const prices = priceHealthPlans([plan(), plan({ id: 'p2', isActive: false })], household({ members: family }));
    expect(prices.map((price) => [price.planId, price.offered])).toEqual([['p1', true], ['p2', false]]);
  });
});
