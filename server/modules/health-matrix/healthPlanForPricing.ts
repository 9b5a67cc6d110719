import type { HealthLoading, HealthMatrixRow, HealthPlan } from '../../../shared/domain/healthPricing.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/httpError.js';
import { loadingsOfCompany } from '../health-conditions/health-conditions.repository.js';
import { cityEmirates, healthTreeDb, matrixRowValues } from './health-matrix.tables.js';
import { toOverlapRow } from './healthTreeRules.js';

/** A plan to price, where it sits in its insurer's tree, and whether the insurer sells health now. */
export interface PlanForPricing {
  plan: HealthPlan;
  companyId: string;
  insurerName: string;
  tpaName: string;
  networkName: string;
  /** The insurer has health settings (Health companies) and they are active. */
  insurerSells: boolean;
  /** The broker's commission from the insurer, a percent of the net premium (Health companies). */
  commissionPercent: number;
}

/**
 * Plans of the insurers' health trees as pricing takes them (`HealthPlan`): where each is sold (its
 * city level's emirates), its matrix rows in the matrix list's order (age, then as made: pricing
 * takes the first on a tie), the loadings and fees of the insurer the tree belongs to, and whether
 * the insurer sells health at all. Either one plan (the plan screen's preview) or every plan of the
 * insurers selling health (quoting), in the trees' order.
 */
export async function plansForPricing(db: Db, which: { planId: string } | { selling: true }): Promise<PlanForPricing[]> {
  const tree = healthTreeDb(db);
  let query = tree.selectFrom('health_plans')
    .innerJoin('health_cities', 'health_cities.id', 'health_plans.city_id')
    .innerJoin('health_networks', 'health_networks.id', 'health_cities.network_id')
    .innerJoin('health_tpas', 'health_tpas.id', 'health_networks.tpa_id')
    .innerJoin('insurance_companies', 'insurance_companies.id', 'health_tpas.company_id')
    .leftJoin('health_company_settings', 'health_company_settings.company_id', 'health_tpas.company_id')
    .select([
      'insurance_companies.company_name', 'health_company_settings.is_active as sells', 'health_company_settings.icp_fee_fils',
      'health_company_settings.basmah_fee_fils', 'health_company_settings.commission', 'health_tpas.tpa_name', 'health_networks.network_name',
      'health_plans.id', 'health_plans.plan_name', 'health_plans.co_pay', 'health_plans.scheme', 'health_plans.is_enable',
      'health_plans.is_premium_request_upon', 'health_cities.city_name', 'health_tpas.company_id',
    ]);
  query = 'planId' in which
    ? query.where('health_plans.id', '=', which.planId)
    : query.where('health_company_settings.is_active', '=', 1)
      .orderBy('insurance_companies.company_name').orderBy('health_tpas.seq').orderBy('health_networks.seq').orderBy('health_cities.seq').orderBy('health_plans.seq');
  const plans = await query.execute();
  if (plans.length === 0) return [];
  const rows = await tree.selectFrom('health_matrix_rows').selectAll().where('plan_id', 'in', plans.map((plan) => plan.id))
    .orderBy('plan_id').orderBy('age_from').orderBy('seq').execute();
  const matrices = new Map<string, HealthMatrixRow[]>();
  for (const row of rows) {
    const values = matrixRowValues(row);
    const matrix = matrices.get(row.plan_id) ?? [];
    matrix.push({ ...toOverlapRow(row.id, values), premiumFils: values.premium, maternityFils: values.maternityAmount });
    matrices.set(row.plan_id, matrix);
  }
  const loadings = new Map<string, HealthLoading[]>();
  for (const companyId of new Set(plans.map((plan) => plan.company_id))) loadings.set(companyId, await loadingsOfCompany(db, companyId));
  return plans.map((plan) => ({
    plan: {
      id: plan.id, planName: plan.plan_name, coPay: Number(plan.co_pay),
      isActive: Number(plan.is_enable) === 1, premiumOnRequest: Number(plan.is_premium_request_upon) === 1,
      scheme: plan.scheme as HealthPlan['scheme'],
      emirates: cityEmirates(plan.city_name),
      matrix: matrices.get(plan.id) ?? [], loadings: loadings.get(plan.company_id) ?? [],
      // An insurer without health settings does not sell; its plans are only previewed, with the default fees.
      ...(plan.icp_fee_fils !== null && plan.basmah_fee_fils !== null && { fees: { icpFeeFils: Number(plan.icp_fee_fils), basmahFeeFils: Number(plan.basmah_fee_fils) } }),
    },
    companyId: plan.company_id,
    insurerName: plan.company_name,
    tpaName: plan.tpa_name,
    networkName: plan.network_name,
    insurerSells: Number(plan.sells) === 1,
    commissionPercent: Number(plan.commission ?? 0),
  }));
}

/** One plan as pricing takes it (the plan screen's preview); an unknown plan is 404. */
export async function healthPlanForPricing(db: Db, planId: string): Promise<PlanForPricing> {
  const [plan] = await plansForPricing(db, { planId });
  if (!plan) throw notFound('Plan not found');
  return plan;
}
