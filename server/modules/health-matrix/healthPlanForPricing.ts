import { ANY_RELATION } from '../../../shared/contract/health-matrix/index.js';
import type { Emirate } from '../../../shared/domain/emirates.js';
import type { HealthMatrixRow, HealthPlan, HealthRelation, HealthVisaType } from '../../../shared/domain/healthPricing.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/httpError.js';
import { loadingsOfCompany } from '../health-conditions/health-conditions.repository.js';
import { healthTreeDb } from './health-matrix.tables.js';

/**
 * One plan of an insurer's health tree as pricing takes it (`HealthPlan`): where it is sold (its
 * city level's emirates), its matrix rows in the matrix list's order (age, then as made: pricing
 * takes the first on a tie) and the loadings of the insurer the tree belongs to. An unknown plan
 * is 404. The preview prices with it; quoting will.
 */
export async function healthPlanForPricing(db: Db, planId: string): Promise<HealthPlan> {
  const tree = healthTreeDb(db);
  const plan = await tree.selectFrom('health_plans')
    .innerJoin('health_cities', 'health_cities.id', 'health_plans.city_id')
    .innerJoin('health_networks', 'health_networks.id', 'health_cities.network_id')
    .innerJoin('health_tpas', 'health_tpas.id', 'health_networks.tpa_id')
    .select([
      'health_plans.id', 'health_plans.plan_name', 'health_plans.co_pay', 'health_plans.scheme', 'health_plans.is_enable',
      'health_plans.is_premium_request_upon', 'health_cities.city_name', 'health_tpas.company_id',
    ])
    .where('health_plans.id', '=', planId).executeTakeFirst();
  if (!plan) throw notFound('Plan not found');
  const rows = await tree.selectFrom('health_matrix_rows').selectAll().where('plan_id', '=', planId).orderBy('age_from').orderBy('seq').execute();
  const matrix = rows.map((row): HealthMatrixRow => ({
    id: row.id,
    visaTypes: (JSON.parse(row.visa_type) as Array<{ visaType: HealthVisaType | 'all' }>).map((entry) => entry.visaType),
    ageFrom: Number(row.age_from), ageTo: Number(row.age_to),
    salaryFromAed: row.salary_from === null ? null : Number(row.salary_from),
    salaryToAed: row.salary_to === null ? null : Number(row.salary_to),
    gender: row.gender as HealthMatrixRow['gender'],
    relation: row.relation === ANY_RELATION ? null : (row.relation as HealthRelation),
    premiumFils: Number(row.premium_fils), maternityFils: Number(row.maternity_amount_fils),
  }));
  return {
    id: plan.id, planName: plan.plan_name, coPay: Number(plan.co_pay),
    isActive: Number(plan.is_enable) === 1, premiumOnRequest: Number(plan.is_premium_request_upon) === 1,
    scheme: plan.scheme as HealthPlan['scheme'],
    emirates: (JSON.parse(plan.city_name) as Array<{ emirate: Emirate }>).map((entry) => entry.emirate),
    matrix, loadings: await loadingsOfCompany(db, plan.company_id),
  };
}
