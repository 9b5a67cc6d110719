import type { HealthMatrixRow } from './healthPricing.js';

/** What decides whether two premium rows of one plan could both price the same member. */
export type OverlapRow = Pick<HealthMatrixRow, 'id' | 'visaTypes' | 'ageFrom' | 'ageTo' | 'salaryFromAed' | 'salaryToAed' | 'gender' | 'relation'>;

/** Two bands, both ends included; a null end is open (no lower or no upper limit). */
function bandsMeet(fromA: number | null, toA: number | null, fromB: number | null, toB: number | null): boolean {
  return (fromA ?? -Infinity) <= (toB ?? Infinity) && (fromB ?? -Infinity) <= (toA ?? Infinity);
}

/**
 * Whether two rows of the same plan overlap: a member could match both, so pricing could not pick
 * one. `all` visa types meet every visa type, the `all` gender both genders, and a row with no
 * relation every relation (pricing reads a null relation as "any", `HealthMatrixRow`); then the
 * age bands AND the salary bands must share a value (0–17 and 18–30 do not; 0–18 and 18–30 do).
 */
export function rowsOverlap(a: OverlapRow, b: OverlapRow): boolean {
  const visas = a.visaTypes.includes('all') || b.visaTypes.includes('all') || a.visaTypes.some((visa) => b.visaTypes.includes(visa));
  const genders = a.gender === 'all' || b.gender === 'all' || a.gender === b.gender;
  const relations = a.relation === null || b.relation === null || a.relation === b.relation;
  return visas && genders && relations
    && bandsMeet(a.ageFrom, a.ageTo, b.ageFrom, b.ageTo)
    && bandsMeet(a.salaryFromAed, a.salaryToAed, b.salaryFromAed, b.salaryToAed);
}

/** The rows of `rows` (other than the candidate itself) the candidate overlaps, in their order. */
export function overlappingRows<R extends OverlapRow>(candidate: OverlapRow, rows: readonly R[]): R[] {
  return rows.filter((row) => row.id !== candidate.id && rowsOverlap(candidate, row));
}

/** A row in words for a refusal: "ages 18–30, salary AED 4,001–12,000, Self, Male, Wife". */
export function overlapRowText(row: OverlapRow): string {
  const salary = row.salaryFromAed === null && row.salaryToAed === null
    ? 'any salary'
    : `salary AED ${row.salaryFromAed === null ? '0' : row.salaryFromAed.toLocaleString('en-US')}–${row.salaryToAed === null ? 'up' : row.salaryToAed.toLocaleString('en-US')}`;
  const visas = row.visaTypes.includes('all') ? 'all visa types' : row.visaTypes.join(' / ');
  return `ages ${row.ageFrom}–${row.ageTo}, ${salary}, ${visas}, ${row.gender === 'all' ? 'any gender' : row.gender}, ${row.relation ?? 'any relation'}`;
}
