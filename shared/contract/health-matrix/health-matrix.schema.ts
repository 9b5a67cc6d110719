import type { z } from 'zod';
import { choice, flag, group, integer, money, reference, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { EMIRATES } from '../../domain/emirates.js';
import { HEALTH_RELATIONS, HEALTH_VISA_TYPES } from '../../domain/healthPricing.js';

/** An insurer's health tree is a short list per level: the spec's lists page by 10. */
export const HEALTH_TREE_PAGE_SIZE = 10;

const BASE = '/api/admin/health/healthmatrix';

/**
 * The company's health tree (issue 16; FIELDS.md "Health master data"): TPA → network → city →
 * plan → premium matrix rows, one kit resource per level, each the child of the level above
 * (`parent`). The spec's paths are kept exactly: each list is a POST with `?page&size` carrying
 * its parent's id (`getallhealthtpas/{companyId}`) and an empty filter body; the spec names no
 * method for the read, edit and delete calls, so they are GET, PUT and DELETE as in every other
 * area. Removal is hard and takes the whole subtree with it (the tables' keys cascade, so it is
 * one statement, all or nothing); the screens ask first, naming the children that go with it.
 * Sold quotes do not point at the tree yet: when they do, the refusal goes in the level's
 * repository `beforeRemove` (`server/modules/health-matrix/`), which the kit runs before the delete.
 */
export const healthTpasResource = defineResource({
  name: 'healthTpas',
  module: 'company',
  singular: 'TPA',
  plural: 'TPAs',
  pageSize: HEALTH_TREE_PAGE_SIZE,
  removal: 'hard',
  fields: {
    company: reference({ label: 'Company', column: 'company_id', required: true, table: 'insurance_companies', nameColumn: 'company_name', nameKey: 'companyName', missing: 'Choose an existing insurance company' }),
    TPAName: text({ label: 'TPA name', header: 'TPA', column: 'tpa_name', max: 120, required: true, list: true, search: true }),
  },
  counts: { networkCount: { label: 'Number of Networks', table: 'health_networks', column: 'tpa_id' } },
  sort: { fields: ['TPAName'], default: 'createdAt', direction: 'asc' },
  parent: { field: 'company', param: 'companyId' },
  listFilters: 'body',
  routes: {
    list: `POST ${BASE}/getallhealthtpas/{companyId}`,
    get: `GET ${BASE}/{id}/gethealthtpa`,
    create: `POST ${BASE}/createhealthtpa`,
    update: `PUT ${BASE}/{id}/updatehealthtpa`,
    remove: `DELETE ${BASE}/{id}/deletehealthtpa`,
  },
});

export const healthNetworksResource = defineResource({
  name: 'healthNetworks',
  module: 'company',
  singular: 'network',
  plural: 'networks',
  pageSize: HEALTH_TREE_PAGE_SIZE,
  removal: 'hard',
  fields: {
    tpa: reference({ label: 'TPA', column: 'tpa_id', required: true, table: 'health_tpas', nameColumn: 'tpa_name', nameKey: 'TPAName', missing: 'Choose an existing TPA' }),
    networkName: text({ label: 'Network name', max: 120, required: true, list: true, search: true }),
  },
  counts: { cityCount: { label: 'Number of city', table: 'health_cities', column: 'network_id' } },
  sort: { fields: ['networkName'], default: 'createdAt', direction: 'asc' },
  parent: { field: 'tpa', param: 'tpaId' },
  listFilters: 'body',
  routes: {
    list: `POST ${BASE}/getallhealthnetworks/{tpaId}`,
    get: `GET ${BASE}/{id}/gethealthnetwork`,
    create: `POST ${BASE}/createhealthnetwork`,
    update: `PUT ${BASE}/{id}/updatehealthnetwork`,
    remove: `DELETE ${BASE}/{id}/deletehealthnetwork`,
  },
});

export const emirateChoices = EMIRATES.map((emirate) => ({ value: emirate, label: emirate })) as [{ value: (typeof EMIRATES)[number]; label: string }, ...{ value: (typeof EMIRATES)[number]; label: string }[]];

/** Each value of a group's entries once: a multi-choice kept as the kit's group has no repeats. */
export function repeated<K extends string>(field: K, item: string, entries: unknown): Array<{ field: `${K}.${number}.${string}`; message: string }> {
  if (!Array.isArray(entries)) return [];
  const seen = new Set<unknown>();
  return entries.flatMap((entry: Record<string, unknown>, index) => {
    const value = entry[item];
    if (seen.has(value)) return [{ field: `${field}.${index}.${item}` as const, message: `${String(value)} is chosen twice` }];
    seen.add(value);
    return [];
  });
}

/**
 * A network's city level: the emirates (one or more of the 7) where the plans below it are sold.
 * The spec's `cityName` multi-select is the kit's group, one entry per emirate (`[{ emirate }]`,
 * stored as JSON): the kit has no multi-choice field, and a group keeps the emirates in one
 * column that pricing reads as the plan's `emirates`.
 */
export const healthCitiesResource = defineResource({
  name: 'healthCities',
  module: 'company',
  singular: 'city',
  plural: 'cities',
  pageSize: HEALTH_TREE_PAGE_SIZE,
  removal: 'hard',
  fields: {
    network: reference({ label: 'Network', column: 'network_id', required: true, table: 'health_networks', nameColumn: 'network_name', nameKey: 'networkName', missing: 'Choose an existing network' }),
    cityName: group({
      label: 'City', list: true, min: 1, max: EMIRATES.length,
      item: { emirate: choice({ label: 'Emirate', choices: emirateChoices, default: 'Dubai' }) },
    }),
  },
  counts: { planCount: { label: 'Number of plans', table: 'health_plans', column: 'city_id' } },
  sort: { fields: [], default: 'createdAt', direction: 'asc' },
  parent: { field: 'network', param: 'networkId' },
  listFilters: 'body',
  refine: (values) => repeated('cityName', 'emirate', values.cityName),
  routes: {
    list: `POST ${BASE}/getallhealthcities/{networkId}`,
    get: `GET ${BASE}/{id}/gethealthcity`,
    create: `POST ${BASE}/createhealthcity`,
    update: `PUT ${BASE}/{id}/updatehealthcity`,
    remove: `DELETE ${BASE}/{id}/deletehealthcity`,
  },
});

/** The co-pays a plan may have (FIELDS.md `coPay`, a percentage): kept as the select's text, read as a number by pricing. */
export const HEALTH_CO_PAYS = ['0', '5', '10', '15', '20', '30'] as const;

/**
 * A plan of a city level. `scheme` marks a regulated plan (DOMAIN.md §5.2–5.3, `HealthPlan`): a
 * Dubai Essential Benefits Plan is sold in Dubai only and an Abu Dhabi basic plan in Abu Dhabi,
 * so its city level must hold that emirate (the repository checks, 400 naming `scheme`).
 */
export const healthPlansResource = defineResource({
  name: 'healthPlans',
  module: 'company',
  singular: 'plan',
  plural: 'plans',
  pageSize: HEALTH_TREE_PAGE_SIZE,
  removal: 'hard',
  fields: {
    city: reference({ label: 'City', column: 'city_id', required: true, table: 'health_cities', nameColumn: 'city_name', nameKey: 'cityEmirates', missing: 'Choose an existing city' }),
    planName: text({ label: 'Plan name', header: 'Plan', max: 120, required: true, list: true, search: true }),
    coPay: choice({ label: 'Co-pay', header: 'co pay', list: true, filter: true, default: '0', choices: HEALTH_CO_PAYS.map((value) => ({ value, label: `${value} %` })) as unknown as readonly [{ value: (typeof HEALTH_CO_PAYS)[number]; label: string }, ...{ value: (typeof HEALTH_CO_PAYS)[number]; label: string }[]] }),
    scheme: choice({
      label: 'Scheme', default: 'standard',
      choices: [{ value: 'standard', label: 'Standard' }, { value: 'dubaiEssential', label: 'Dubai Essential Benefits Plan' }, { value: 'abuDhabiBasic', label: 'Abu Dhabi basic plan' }] as const,
    }),
    isBasic: flag({ label: 'Mark as Basic plan', header: 'Is Basic', default: false, list: true }),
    isEnable: flag({ label: 'Is Plan Active', header: 'Is Active', default: true, list: true, filter: true }),
    isPremiumRequestUpon: flag({ label: 'Premium on request (no price)', header: 'No Price', default: false, list: true }),
  },
  counts: { matrixCount: { label: 'Number of Matrix', table: 'health_matrix_rows', column: 'plan_id' } },
  sort: { fields: ['planName', 'coPay'], default: 'createdAt', direction: 'asc' },
  parent: { field: 'city', param: 'cityId' },
  listFilters: 'body',
  routes: {
    list: `POST ${BASE}/getallhealthplans/{cityId}`,
    get: `GET ${BASE}/{id}/gethealthplan`,
    create: `POST ${BASE}/createhealthplan`,
    update: `PUT ${BASE}/{id}/updatehealthplan`,
    remove: `DELETE ${BASE}/{id}/deletehealthplan`,
  },
});

/** `all`, or one of the visa types (`HEALTH_VISA_TYPES`). */
export const MATRIX_VISA_CHOICES = ['all', ...HEALTH_VISA_TYPES] as const;
/** A row for every relation has no relation in pricing (`HealthMatrixRow.relation` null); the form's select names it. */
export const ANY_RELATION = 'any';
/** Ages a matrix row may cover, both ends included. */
export const MATRIX_MAX_AGE = 120;
/** A monthly salary band's ends, in whole AED. */
export const MATRIX_MAX_SALARY_AED = 10_000_000;

/**
 * A premium row of a plan's matrix. `visaType` is the spec's multi-select, as the kit's group
 * (`[{ visaType }]`): `all` alone, or visa types each once. Salary ends are whole AED and may be
 * open (absent). `relation` `any` is the spec's absent relation: the row prices every relation.
 * Premiums are fils, 0 or more; the maternity premium is 0 unless given. Rows of one plan may not
 * overlap (`shared/domain/healthMatrixOverlap.ts`): the repository refuses a clash with 409 naming
 * the rows it meets.
 */
export const healthMatrixesResource = defineResource({
  name: 'healthMatrixes',
  module: 'company',
  singular: 'matrix row',
  plural: 'matrix rows',
  pageSize: HEALTH_TREE_PAGE_SIZE,
  removal: 'hard',
  fields: {
    plan: reference({ label: 'Plan', column: 'plan_id', required: true, table: 'health_plans', nameColumn: 'plan_name', nameKey: 'planName', missing: 'Choose an existing plan' }),
    visaType: group({
      label: 'Visa type', list: true, min: 1, max: MATRIX_VISA_CHOICES.length,
      item: { visaType: choice({ label: 'Visa type', default: 'all', choices: MATRIX_VISA_CHOICES.map((value) => ({ value, label: value === 'all' ? 'All' : value })) as unknown as readonly [{ value: (typeof MATRIX_VISA_CHOICES)[number]; label: string }, ...{ value: (typeof MATRIX_VISA_CHOICES)[number]; label: string }[]] }) },
    }),
    ageFrom: integer({ label: 'Age from', min: 0, max: MATRIX_MAX_AGE, default: 0, list: true }),
    ageTo: integer({ label: 'Age to', min: 0, max: MATRIX_MAX_AGE, default: 64, list: true }),
    salaryFrom: integer({ label: 'Salary from (AED)', min: 0, max: MATRIX_MAX_SALARY_AED, required: false, list: true }),
    salaryTo: integer({ label: 'Salary to (AED)', min: 0, max: MATRIX_MAX_SALARY_AED, required: false, list: true }),
    gender: choice({ label: 'Gender', list: true, filter: true, default: 'all', choices: [{ value: 'all', label: 'All' }, { value: 'Male', label: 'Male' }, { value: 'Female', label: 'Female' }] as const }),
    relation: choice({
      label: 'Relation', list: true, default: ANY_RELATION,
      choices: [{ value: ANY_RELATION, label: 'Any relation' }, ...HEALTH_RELATIONS.map((value) => ({ value, label: value }))] as unknown as readonly [{ value: typeof ANY_RELATION | (typeof HEALTH_RELATIONS)[number]; label: string }, ...{ value: typeof ANY_RELATION | (typeof HEALTH_RELATIONS)[number]; label: string }[]],
    }),
    premium: money({ label: 'Premium', column: 'premium_fils', maxAed: 1_000_000, zero: true, list: true }),
    maternityAmount: money({ label: 'Maternity Premium', column: 'maternity_amount_fils', maxAed: 1_000_000, zero: true, default: 0, list: true }),
  },
  sort: { fields: ['ageFrom', 'premium'], default: 'ageFrom', direction: 'asc' },
  parent: { field: 'plan', param: 'planId' },
  listFilters: 'body',
  refine: (values) => {
    const problems: Array<{ field: 'ageTo' | 'salaryTo' | `visaType.${number}.${string}`; message: string }> = [];
    const { ageFrom, ageTo, salaryFrom, salaryTo } = values as { ageFrom?: number; ageTo?: number; salaryFrom?: number | null; salaryTo?: number | null };
    if (typeof ageFrom === 'number' && typeof ageTo === 'number' && ageFrom > ageTo) problems.push({ field: 'ageTo', message: 'Age to must not be below age from' });
    if (typeof salaryFrom === 'number' && typeof salaryTo === 'number' && salaryFrom > salaryTo) problems.push({ field: 'salaryTo', message: 'Salary to must not be below salary from' });
    const visas = values.visaType;
    problems.push(...repeated('visaType', 'visaType', visas));
    if (Array.isArray(visas) && visas.length > 1) {
      const all = visas.findIndex((entry: { visaType?: string }) => entry.visaType === 'all');
      if (all >= 0) problems.push({ field: `visaType.${all}.visaType`, message: 'All covers every visa type: choose it alone' });
    }
    return problems;
  },
  routes: {
    list: `POST ${BASE}/getallhealthmatrixes/{planId}`,
    get: `GET ${BASE}/{id}/gethealthmatrix`,
    create: `POST ${BASE}/createhealthmatrix`,
    update: `PUT ${BASE}/{id}/updatehealthmatrix`,
    remove: `DELETE ${BASE}/{id}/deletehealthmatrix`,
  },
});

export type HealthTpa = z.output<typeof healthTpasResource.schemas.record>;
export type HealthNetwork = z.output<typeof healthNetworksResource.schemas.record>;
export type HealthCity = z.output<typeof healthCitiesResource.schemas.record>;
export type HealthPlanRecord = z.output<typeof healthPlansResource.schemas.record>;
export type HealthMatrixRecord = z.output<typeof healthMatrixesResource.schemas.record>;
