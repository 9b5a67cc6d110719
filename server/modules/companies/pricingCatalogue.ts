import type { Company } from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import type { PricingCatalogueEntry, PricingCondition } from '../../services/pricing/motorPricing.js';
import { json } from './companyRows.js';
import { toCondition } from './conditions.repository.js';
import { toExcess } from './excess.repository.js';
import { toMatrix } from './matrix.repository.js';
import { benefitNames } from '../benifits/benefitMasters.js';
import { namedBenefits, planCoveragesOf, storedBenefitsOf } from './plans.repository.js';

/** Every company with its plans, matrices, excess rules and conditions, as the engine reads them. */
export async function pricingCatalogue(db: Db, filter: { companyId?: string | undefined; planId?: string | undefined } = {}): Promise<PricingCatalogueEntry[]> {
  let companiesQuery = db.selectFrom('insurance_companies').selectAll();
  if (filter.companyId) companiesQuery = companiesQuery.where('id', '=', filter.companyId);
  let plansQuery = db.selectFrom('motor_plans').selectAll();
  if (filter.companyId) plansQuery = plansQuery.where('company_id', '=', filter.companyId);
  if (filter.planId) plansQuery = plansQuery.where('id', '=', filter.planId);
  const [companies, plans, matrix, excess, conditions] = await Promise.all([
    companiesQuery.execute(), plansQuery.orderBy('seq').execute(),
    db.selectFrom('motor_matrix').selectAll().orderBy('seq').execute(),
    db.selectFrom('motor_excess').selectAll().orderBy('seq').execute(),
    db.selectFrom('motor_conditions').selectAll().orderBy('seq').execute(),
  ]);
  const group = <T extends { plan_id: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) if (row.plan_id) map.set(row.plan_id, [...(map.get(row.plan_id) ?? []), row]);
    return map;
  };
  const matrixByPlan = group(matrix);
  const names = await benefitNames(db, [...plans.flatMap((plan) => storedBenefitsOf(plan).map((benefit) => benefit.benifit)), ...matrix.flatMap((row) => toMatrix(row).benefits)]);
  const excessByPlan = group(excess);
  return companies.map((company) => ({
    company: {
      _id: company.id, companyName: company.company_name, isActive: company.is_active === 1, motorActive: company.motor_active === 1,
      adminFeeFils: company.admin_fee_fils, issuingMode: company.issuing_mode,
      carValueReduction: json<Pick<Company, 'motorInsurance'>>(company.line_settings).motorInsurance.carValueReduction,
    },
    plans: plans.filter((plan) => plan.company_id === company.id).map((plan) => ({
      _id: plan.id, planName: plan.plan_name, insuranceType: plan.insurance_type, repairCondition: plan.repair_condition, isActive: plan.is_active === 1,
      matrix: (matrixByPlan.get(plan.id) ?? []).map(toMatrix),
      excess: (excessByPlan.get(plan.id) ?? []).map((row) => toExcess({ ...row, plan_name: plan.plan_name })),
      benefits: namedBenefits(storedBenefitsOf(plan), names),
      benefitNames: Object.fromEntries(names),
      coverages: planCoveragesOf(plan),
    })),
    conditions: conditions.filter((condition) => condition.company_id === company.id).map((row): PricingCondition => {
      const { _id, createdAt, updatedAt, companyId, ...rest } = toCondition(row);
      void _id; void createdAt; void updatedAt; void companyId;
      return rest;
    }),
  }));
}
