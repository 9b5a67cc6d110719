import {
  healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource,
} from '../../../shared/contract/health-matrix/index.js';
import { overlapRowText, overlappingRows } from '../../../shared/domain/healthMatrixOverlap.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { cityEmirates, healthTreeDb, matrixRowValues } from './health-matrix.tables.js';
import { schemeRefusal, toOverlapRow, type MatrixValues } from './healthTreeRules.js';

/**
 * The five levels of an insurer's health tree on the kit. Removal takes the subtree through the
 * tables' cascading keys; a refusal where sold quotes point at a level belongs in its
 * `beforeRemove`, once quotes do. Two rules of their own: a regulated plan sits under a city
 * level holding its emirate, and a plan's matrix rows do not overlap.
 */
export function createHealthTreeRepositories(db: Db) {
  const tree = healthTreeDb(db);
  async function checkScheme(values: { city: string; scheme: string }): Promise<void> {
    if (values.scheme === 'standard') return;
    const city = await tree.selectFrom('health_cities').select('city_name').where('id', '=', values.city).executeTakeFirst();
    const emirates = city ? cityEmirates(city.city_name) : [];
    const message = schemeRefusal(values.scheme, emirates);
    if (message) throw badRequest(`scheme: ${message}`, { scheme: message });
  }

  /** A row that overlaps others of its plan is refused, naming each by its bands (and its id, to find it). */
  async function checkOverlap(values: MatrixValues & { plan: string }, id: string | undefined): Promise<void> {
    const stored = await tree.selectFrom('health_matrix_rows')
      .select(['id', 'visa_type', 'age_from', 'age_to', 'salary_from', 'salary_to', 'gender', 'relation', 'premium_fils', 'maternity_amount_fils'])
      .where('plan_id', '=', values.plan).orderBy('age_from').orderBy('seq').execute();
    const rows = stored.map((row) => toOverlapRow(row.id, matrixRowValues(row)));
    const clashes = overlappingRows(toOverlapRow(id ?? '', values), rows);
    if (clashes.length === 0) return;
    const named = clashes.map((row) => `${overlapRowText(row)} (row ${row.id})`).join('; ');
    const message = `This row overlaps ${clashes.length === 1 ? 'a row' : `${clashes.length} rows`} of the plan for the same visa type, gender and relation: ${named}`;
    throw conflict(message, { ageFrom: message });
  }

  return {
    tpas: createResourceRepository(db, healthTpasResource, 'health_tpas'),
    networks: createResourceRepository(db, healthNetworksResource, 'health_networks'),
    cities: createResourceRepository(db, healthCitiesResource, 'health_cities'),
    plans: createResourceRepository(db, healthPlansResource, 'health_plans', { beforeWrite: (values) => checkScheme(values) }),
    matrixes: createResourceRepository(db, healthMatrixesResource, 'health_matrix_rows', {
      beforeWrite: (values, id) => checkOverlap(values as MatrixValues & { plan: string }, id),
    }),
  };
}
