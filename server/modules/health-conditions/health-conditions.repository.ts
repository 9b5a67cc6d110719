import { healthCompanyConditionsResource, type HealthConditionMaster } from '../../../shared/contract/health-conditions/index.js';
import type { Emirate } from '../../../shared/domain/emirates.js';
import type { HealthFactor, HealthLoading } from '../../../shared/domain/healthPricing.js';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { cityEmirates } from '../health-matrix/health-matrix.tables.js';
import { healthConditionsDb } from './health-conditions.tables.js';

const FACTOR_NAME: Record<HealthFactor, string> = { smoker: 'Smoker', hypertension: 'Hypertension', diabetes: 'Diabetes' };

/** The factors' master, in the order the condition screens show their sections. */
export async function conditionMasters(db: Db): Promise<HealthConditionMaster[]> {
  const rows = await healthConditionsDb(db).selectFrom('health_conditions').select(['id', 'condition_name', 'question', 'amount_key']).orderBy('display_order').execute();
  return rows.map((row) => ({ _id: row.id as HealthFactor, conditionName: row.condition_name, question: row.question, amountKey: row.amount_key }));
}

/**
 * An insurer's conditions as pricing's loadings: a percentage loading's amount is the percentage,
 * a fixed one's the fils (`HealthLoading.amount`), in the order they were made.
 */
export async function loadingsOfCompany(db: Db, companyId: string): Promise<HealthLoading[]> {
  const rows = await healthConditionsDb(db).selectFrom('health_company_conditions')
    .select(['condition_id', 'city_name', 'amount_type', 'percentage', 'amount_fils'])
    .where('company_id', '=', companyId).orderBy('seq').execute();
  return rows.map((row) => {
    const percentage = row.amount_type === 'percentage';
    return {
      factor: row.condition_id as HealthFactor,
      emirates: cityEmirates(row.city_name),
      amountType: percentage ? 'percentage' : 'fixed',
      amount: Number(percentage ? row.percentage : row.amount_fils),
    };
  });
}

interface ConditionValues {
  company: string;
  condition: HealthFactor;
  cityName: Array<{ emirate: Emirate }>;
}

/** An insurer's health loadings on the kit, with its rule: one factor loaded at most once per emirate ("Exclude Same Insurer Cities"). */
export function createHealthConditionsRepository(db: Db) {
  const tables = healthConditionsDb(db);
  async function checkSameCities(values: ConditionValues, id: string | undefined): Promise<void> {
    let others = tables.selectFrom('health_company_conditions').select(['id', 'city_name'])
      .where('company_id', '=', values.company).where('condition_id', '=', values.condition);
    if (id) others = others.where('id', '!=', id);
    const wanted = new Set(values.cityName.map((entry) => entry.emirate));
    const clashes = (await others.orderBy('seq').execute()).flatMap((row) => {
      const shared = cityEmirates(row.city_name).filter((emirate) => wanted.has(emirate));
      return shared.length > 0 ? [`${shared.join(', ')} (condition ${row.id})`] : [];
    });
    if (clashes.length === 0) return;
    const message = `${FACTOR_NAME[values.condition]} is already loaded by this insurer in ${clashes.join('; ')}: one emirate takes one ${FACTOR_NAME[values.condition].toLowerCase()} loading`;
    throw conflict(message, { cityName: message });
  }
  return createResourceRepository(db, healthCompanyConditionsResource, 'health_company_conditions', {
    beforeWrite: (values, id) => checkSameCities(values as ConditionValues, id),
  });
}
