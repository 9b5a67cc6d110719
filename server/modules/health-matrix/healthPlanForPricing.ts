import type { HealthMatrixRow, HealthPlan } from '../../../shared/domain/healthPricing.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/httpError.js';
import { loadingsOfCompany } from '../health-conditions/health-conditions.repository.js';
import { cityEmirates, healthTreeDb, matrixRowValues } from './health-matrix.tables.js';
import { toOverlapRow } from './healthTreeRules.js';

/** A plan to price and whether its insurer sells health now. */
export interface PlanForPricing {
  plan: HealthPlan;
  insurerName: string;
  /** The insurer has health settings (Health companies) and they are active. */
  insurerSells: boolean;
}

/**
 * One plan of an insurer's health tree as pricing takes it (`HealthPlan`): where it is sold (its
 * city level's emirates), its matrix rows in the matrix list's order (age, then as made: pricing
 * takes the first on a tie) and the loadings of the insurer the tree belongs to; with whether the
 * insurer sells health at all. An unknown plan is 404. The preview prices with it; quoting will.
 */
export async function healthPlanForPricing(db: Db, planId: string): Promise<PlanForPricing> {
  const tree = healthTreeDb(db);
  const plan = await tree.selectFrom('health_plans')
    .innerJoin('health_cities', 'health_cities.id', 'health_plans.city_id')
    .innerJoin('health_networks', 'health_networks.id', 'health_cities.network_id')
    .innerJoin('health_tpas', 'health_tpas.id', 'health_networks.tpa_id')
    .innerJoin('insurance_companies', 'insurance_companies.id', 'health_tpas.company_id')
    .leftJoin('health_company_settings', 'health_company_settings.company_id', 'health_tpas.company_id')
    .select([
      'insurance_companies.company_name', 'health_company_settings.is_active as sells',
      'health_plans.id', 'health_plans.plan_name', 'health_plans.co_pay', 'health_plans.scheme', 'health_plans.is_enable',
      'health_plans.is_premium_request_upon', 'health_cities.city_name', 'health_tpas.company_id',
    ])
    .where('health_plans.id', '=', planId).executeTakeFirst();
  if (!plan) throw notFound('Plan not found');
  const rows = await tree.selectFrom('health_matrix_rows').selectAll().where('plan_id', '=', planId).orderBy('age_from').orderBy('seq').execute();
  const matrix = rows.map((row): HealthMatrixRow => {
    const values = matrixRowValues(row);
    return { ...toOverlapRow(row.id, values), premiumFils: values.premium, maternityFils: values.maternityAmount };
  });
  return {
    plan: {
      id: plan.id, planName: plan.plan_name, coPay: Number(plan.co_pay),
      isActive: Number(plan.is_enable) === 1, premiumOnRequest: Number(plan.is_premium_request_upon) === 1,
      scheme: plan.scheme as HealthPlan['scheme'],
      emirates: cityEmirates(plan.city_name),
      matrix, loadings: await loadingsOfCompany(db, plan.company_id),
    },
    insurerName: plan.company_name,
    insurerSells: Number(plan.sells) === 1,
  };
}
