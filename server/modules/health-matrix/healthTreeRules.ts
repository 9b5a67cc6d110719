import { ANY_RELATION } from '../../../shared/contract/health-matrix/index.js';
import type { Emirate } from '../../../shared/domain/emirates.js';
import type { OverlapRow } from '../../../shared/domain/healthMatrixOverlap.js';
import type { HealthRelation, HealthVisaType } from '../../../shared/domain/healthPricing.js';

/**
 * The tree's rules of its own, beside the forms' field rules: shared by the screens' writes
 * (`health-matrix.repository.ts`) and the rate workbook's import, so both refuse the same rows.
 */

/** The emirates a regulated plan is sold in (DOMAIN.md §5.2–5.3): its city level must hold it. */
const SCHEME_EMIRATE: Partial<Record<string, { emirate: Emirate; name: string }>> = {
  dubaiEssential: { emirate: 'Dubai', name: 'A Dubai Essential Benefits Plan' },
  abuDhabiBasic: { emirate: 'Abu Dhabi', name: 'An Abu Dhabi basic plan' },
};

/** Why a plan of this scheme may not sit under a city level of these emirates, or null when it may. */
export function schemeRefusal(scheme: string, emirates: readonly Emirate[]): string | null {
  const rule = SCHEME_EMIRATE[scheme];
  if (!rule || emirates.includes(rule.emirate)) return null;
  return `${rule.name} is sold in ${rule.emirate} only: its city must include ${rule.emirate}`;
}

/** A matrix row's values as the forms give them. */
export interface MatrixValues {
  visaType: Array<{ visaType: HealthVisaType | 'all' }>;
  ageFrom: number;
  ageTo: number;
  salaryFrom?: number | null;
  salaryTo?: number | null;
  gender: 'all' | 'Male' | 'Female';
  relation: string;
}

/** A matrix row's values with its premiums (fils), as stored and as the rate workbook carries them. */
export type MatrixRowValues = MatrixValues & { premium: number; maternityAmount: number };

/** A matrix row as the overlap rule reads it: `any` relation is pricing's null (every relation). */
export function toOverlapRow(id: string, values: MatrixValues): OverlapRow {
  return {
    id, visaTypes: values.visaType.map((entry) => entry.visaType), ageFrom: values.ageFrom, ageTo: values.ageTo,
    salaryFromAed: values.salaryFrom ?? null, salaryToAed: values.salaryTo ?? null, gender: values.gender,
    relation: values.relation === ANY_RELATION ? null : (values.relation as HealthRelation),
  };
}
