import type { z } from 'zod';
import { choice, decimal, flag, money, reference } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { PAGE_SIZES } from '../constants.js';

/** The largest fixed reduction, in fils (AED 100,000: more than any health premium). */
export const MAX_FIXED_REDUCTION_FILS = 100_000 * 100;

/**
 * Health companies (FIELDS.md "Health master data", under `/api/admin/health/healthmatrix/`): the
 * insurers that sell health are the insurance companies motor uses (`insurance_companies`), each
 * with one record of health settings kept in `health_company_settings`, keyed by the company.
 * "Create" enables health for an existing insurer with its settings (its "writes health" switch
 * goes on); "delete" stops it selling health (the settings go, the switch goes off, the company
 * stays). So `{id}` in these calls is the health settings record's id; the record names its
 * company (`companyId`, `companyName`), whose name, logo and banner stay the company's own and
 * are edited on the company. An insurer has one health settings record: a second is 409.
 *
 * `reductionType` says how `reductionValue` reads: `percentage` is 0–100 %, `fixedPrice` an
 * amount in whole fils (AED on the form), 0 or more. `commission` is the broker's percentage
 * (0–100). `eSanadRecommendation` marks the insurer as recommended on the compare screens;
 * `isActive` offers its health plans or not without losing them. `icpFeeFils` and `basmahFeeFils` are
 * what health quotes charge per insured member (`shared/domain/healthPricing.ts` `HealthInsurerFees`). The company form's generic
 * health line settings (`healthInsurance`) predate these and are not read by health pricing.
 */
export const healthCompaniesResource = defineResource({
  name: 'healthCompanies',
  module: 'company',
  singular: 'health company',
  plural: 'health companies',
  pageSize: PAGE_SIZES.default,
  removal: 'hard',
  fields: {
    companyId: reference({
      label: 'Insurance company', header: 'Company', table: 'insurance_companies', nameColumn: 'company_name', nameKey: 'companyName', required: true, list: true,
      filter: true, missing: 'Choose an existing insurance company',
    }),
    commission: decimal({ label: 'Commission', min: 0, max: 100, list: true, hint: 'Percentage of the premium, 0 to 100' }),
    reductionType: choice({ label: 'Reduction type', list: true, default: 'percentage', choices: [{ value: 'percentage', label: 'Percentage' }, { value: 'fixedPrice', label: 'Fixed amount' }] }),
    reductionValue: decimal({ label: 'Reduction value', min: 0, max: MAX_FIXED_REDUCTION_FILS, list: true }),
    icpFeeFils: money({ label: 'ICP fee', maxAed: 1_000, zero: true, default: 0, hint: 'Charged per insured member; the insurer\'s own figure' }),
    basmahFeeFils: money({ label: 'Basmah fee', maxAed: 1_000, zero: true, default: 3_700, hint: 'Per Essential Benefits policy (each insured member)' }),
    eSanadRecommendation: flag({ label: 'Recommended', default: false, list: true, filter: true }),
    isActive: flag({ label: 'Active', default: true, list: true, filter: true }),
  },
  sort: { fields: ['commission'], default: 'createdAt', direction: 'asc' },
  refine: (values) => {
    const value = values.reductionValue as number | undefined;
    if (value === undefined) return [];
    if (values.reductionType === 'fixedPrice') {
      return Number.isInteger(value) ? [] : [{ field: 'reductionValue', message: 'A fixed reduction is an amount in whole fils' }];
    }
    return value > 100 ? [{ field: 'reductionValue', message: 'A percentage reduction is at most 100 %' }] : [];
  },
  routes: {
    list: 'POST /api/admin/health/healthmatrix/getallhealthcompanies',
    get: 'GET /api/admin/health/healthmatrix/{id}/gethealthcompany',
    create: 'POST /api/admin/health/healthmatrix/createhealthcompany',
    update: 'PUT /api/admin/health/healthmatrix/{id}/updatehealthcompany',
    remove: 'DELETE /api/admin/health/healthmatrix/{id}/deletehealthcompany',
  },
});
export type HealthCompany = z.output<typeof healthCompaniesResource.schemas.record>;
