import {
  ANY_RELATION, healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource,
} from '../../../shared/contract/health-matrix/index.js';
import type { Emirate } from '../../../shared/domain/emirates.js';
import { overlapRowText, overlappingRows, type OverlapRow } from '../../../shared/domain/healthMatrixOverlap.js';
import type { HealthRelation, HealthVisaType } from '../../../shared/domain/healthPricing.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { healthTreeDb } from './health-matrix.tables.js';

/** The emirates a regulated plan is sold in (DOMAIN.md §5.2–5.3): its city level must hold it. */
const SCHEME_EMIRATE: Partial<Record<string, { emirate: Emirate; name: string }>> = {
  dubaiEssential: { emirate: 'Dubai', name: 'A Dubai Essential Benefits Plan' },
  abuDhabiBasic: { emirate: 'Abu Dhabi', name: 'An Abu Dhabi basic plan' },
};

interface MatrixValues {
  visaType: Array<{ visaType: HealthVisaType | 'all' }>;
  ageFrom: number;
  ageTo: number;
  salaryFrom?: number | null;
  salaryTo?: number | null;
  gender: 'all' | 'Male' | 'Female';
  relation: string;
}

/** A matrix row as the overlap rule reads it: `any` relation is pricing's null (every relation). */
function overlapRowOf(id: string, values: MatrixValues): OverlapRow {
  return {
    id, visaTypes: values.visaType.map((entry) => entry.visaType), ageFrom: values.ageFrom, ageTo: values.ageTo,
    salaryFromAed: values.salaryFrom ?? null, salaryToAed: values.salaryTo ?? null, gender: values.gender,
    relation: values.relation === ANY_RELATION ? null : (values.relation as HealthRelation),
  };
}

/**
 * The five levels of an insurer's health tree on the kit. Removal takes the subtree through the
 * tables' cascading keys; a refusal where sold quotes point at a level belongs in its
 * `beforeRemove`, once quotes do. Two rules of their own: a regulated plan sits under a city
 * level holding its emirate, and a plan's matrix rows do not overlap.
 */
export function createHealthTreeRepositories(db: Db) {
  const tree = healthTreeDb(db);
  async function checkScheme(values: { city: string; scheme: string }): Promise<void> {
    const rule = SCHEME_EMIRATE[values.scheme];
    if (!rule) return;
    const city = await tree.selectFrom('health_cities').select('city_name').where('id', '=', values.city).executeTakeFirst();
    const emirates = city ? (JSON.parse(city.city_name) as Array<{ emirate: Emirate }>).map((entry) => entry.emirate) : [];
    if (!emirates.includes(rule.emirate)) {
      const message = `${rule.name} is sold in ${rule.emirate} only: its city must include ${rule.emirate}`;
      throw badRequest(`scheme: ${message}`, { scheme: message });
    }
  }

  /** A row that overlaps others of its plan is refused, naming each by its bands (and its id, to find it). */
  async function checkOverlap(values: MatrixValues & { plan: string }, id: string | undefined): Promise<void> {
    const stored = await tree.selectFrom('health_matrix_rows')
      .select(['id', 'visa_type', 'age_from', 'age_to', 'salary_from', 'salary_to', 'gender', 'relation'])
      .where('plan_id', '=', values.plan).orderBy('age_from').orderBy('seq').execute();
    const rows = stored.map((row) => overlapRowOf(row.id, {
      visaType: JSON.parse(row.visa_type) as MatrixValues['visaType'], ageFrom: Number(row.age_from), ageTo: Number(row.age_to),
      salaryFrom: row.salary_from === null ? null : Number(row.salary_from), salaryTo: row.salary_to === null ? null : Number(row.salary_to),
      gender: row.gender as MatrixValues['gender'], relation: row.relation,
    }));
    const clashes = overlappingRows(overlapRowOf(id ?? '', values), rows);
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
