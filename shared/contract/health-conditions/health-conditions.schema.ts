import { z } from 'zod';
import { choice, decimal, group, money, reference } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { EMIRATES } from '../../domain/emirates.js';
import { HEALTH_FACTORS, type HealthFactor } from '../../domain/healthPricing.js';
import { emirateChoices, HEALTH_TREE_PAGE_SIZE, repeated } from '../health-matrix/health-matrix.schema.js';

/** The master of the factors a loading is for (migration 0039 seeds it; read-only): the proposal's question and the section of the spec's `amount`. */
export const HealthConditionMasterSchema = z.object({
  _id: z.enum(HEALTH_FACTORS),
  conditionName: z.string(),
  question: z.string(),
  amountKey: z.string(),
});
export type HealthConditionMaster = z.infer<typeof HealthConditionMasterSchema>;

const FACTOR_CHOICES = [
  { value: 'smoker', label: 'Smoker' }, { value: 'hypertension', label: 'Hypertension' }, { value: 'diabetes', label: 'Diabetes' },
] as const satisfies ReadonlyArray<{ value: HealthFactor; label: string }>;

/** The largest fixed loading: more than any health premium. */
export const MAX_FIXED_LOADING_AED = 100_000;

/**
 * The percentage of a percentage loading: the kit's decimal, which a fixed loading leaves out
 * (the kit has no optional decimal; the form's blank input is absent).
 */
const percentageField = (() => {
  const field = decimal({ label: 'Price (%)', min: 0, max: 100, list: true, hint: 'For a percentage loading: % of the member\'s premium, 0 to 100' });
  return { ...field, input: field.input.nullable().optional(), output: z.number().nullable(), required: false };
})();

const BASE = '/api/admin/health/healthcompanycondition';

/**
 * An insurer's health loadings (FIELDS.md "Company conditions"; pricing's `HealthLoading`): for
 * members who answer yes to a factor's question (`operator` `equals`, the only one: the
 * questions are yes/no, so "equals Yes" is all an operator can say), living in one of the
 * emirates, the member's premium is loaded by a percentage of it (`percentage`, 0–100, at most 2
 * decimals) or by a fixed amount (`amount`, fils; AED on the form). The field of the other amount
 * type is not read and may be left out.
 *
 * "Exclude Same Insurer Cities" is read as a rule of the insurer, always on: one factor is loaded
 * at most once per emirate of one insurer, because pricing adds every loading that matches, so a
 * second condition for the same factor and emirate would charge the member twice. A condition
 * that meets another of its insurer is refused with 409 naming the emirates and the condition.
 *
 * The spec shows no delete call; `{id}/deletehealthcompanycondition` is BrokerDesk's own, because
 * a loading the insurer drops must stop being charged, and the only other way (an edit) cannot
 * remove it. Removal is hard: quotes keep their own priced lines, not a pointer to the condition.
 */
export const healthCompanyConditionsResource = defineResource({
  name: 'healthCompanyConditions',
  module: 'company',
  singular: 'health condition',
  plural: 'health conditions',
  pageSize: HEALTH_TREE_PAGE_SIZE,
  removal: 'hard',
  fields: {
    company: reference({ label: 'Company', column: 'company_id', required: true, table: 'insurance_companies', nameColumn: 'company_name', nameKey: 'companyName', missing: 'Choose an existing insurance company' }),
    condition: choice({ label: 'Condition', column: 'condition_id', list: true, filter: true, default: 'smoker', choices: FACTOR_CHOICES }),
    cityName: group({
      label: 'City', list: true, min: 1, max: EMIRATES.length,
      item: { emirate: choice({ label: 'Emirate', choices: emirateChoices, default: 'Dubai' }) },
    }),
    operator: choice({ label: 'Operator', default: 'equals', choices: [{ value: 'equals', label: 'Answer is Yes' }] as const }),
    amountType: choice({ label: 'Amount Type', list: true, default: 'percentage', choices: [{ value: 'percentage', label: 'Percentage' }, { value: 'fixed', label: 'Fixed amount (AED)' }] as const }),
    percentage: percentageField,
    amount: money({ label: 'Price (AED)', column: 'amount_fils', maxAed: MAX_FIXED_LOADING_AED, zero: true, required: false, list: true, hint: 'For a fixed loading' }),
  },
  sort: { fields: ['condition'], default: 'createdAt', direction: 'asc' },
  parent: { field: 'company', param: 'companyId' },
  refine: (values) => {
    const problems: Array<{ field: 'percentage' | 'amount' | `cityName.${number}.${string}`; message: string }> = [...repeated('cityName', 'emirate', values.cityName)];
    const { amountType, percentage, amount } = values as { amountType?: string; percentage?: number | null; amount?: number | null };
    if (amountType === 'fixed') {
      if (amount === undefined || amount === null) problems.push({ field: 'amount', message: 'A fixed loading needs its price in AED' });
    } else if (percentage === undefined || percentage === null) {
      problems.push({ field: 'percentage', message: 'A percentage loading needs its percentage' });
    } else if (Math.abs(percentage * 100 - Math.round(percentage * 100)) > 1e-6) {
      problems.push({ field: 'percentage', message: 'Price (%) has at most 2 decimals' });
    }
    return problems;
  },
  routes: {
    list: `GET ${BASE}/{companyId}/gethealthcompanyconditions`,
    get: `GET ${BASE}/{id}/gethealthcompanycondition`,
    create: `POST ${BASE}/createhealthcompanyconditions`,
    update: `PUT ${BASE}/{id}/updatehealthcompanycondition`,
    remove: `DELETE ${BASE}/{id}/deletehealthcompanycondition`,
  },
});
export type HealthCompanyCondition = z.output<typeof healthCompanyConditionsResource.schemas.record>;
