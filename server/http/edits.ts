import type { z } from 'zod';
import { describeIssues } from '../../shared/contract/validation.js';
import { badRequest } from './httpError.js';

/**
 * Server side of `partial` edits (`shared/contract/edit.ts`): a field the body leaves out arrives
 * as `undefined` and keeps the stored value; only what the edit gives is applied.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored record with an edit over it: each field the edit gives replaces the stored one,
 * except that a given object is applied field by field over the stored object in turn; fields
 * left out (`undefined`) keep their stored values, `null` replaces, a list replaces the stored list.
 *
 * @example mergeEdit({ a: 1, s: { x: 1, y: 2 } }, { s: { y: 3 }, b: undefined }) // { a: 1, s: { x: 1, y: 3 } }
 */
export function mergeEdit<T extends object>(stored: T, edit: object): T {
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const [key, value] of Object.entries(edit)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeEdit(current, value) : value;
  }
  return merged as T;
}

/**
 * The record an edit leaves: `mergeEdit` of the stored record and the edit, checked by `schema`
 * (the create schema, with its cross-field rules), so a stored record always passes the rules a
 * new one must. A break answers 400 naming the field, as a bad body would.
 *
 * @example applyEdit(MotorPlanInputSchema, toPlan(row), { isActive: false }) // the plan as stored, inactive
 */
export function applyEdit<S extends z.ZodType>(schema: S, stored: z.input<S>, edit: object): z.output<S> {
  const result = schema.safeParse(mergeEdit(stored as object, edit));
  if (result.success) return result.data;
  const { message, fieldErrors } = describeIssues(result.error.issues, 'body');
  throw badRequest(message, fieldErrors);
}

/**
 * Of an edit's values as table columns (`undefined` where the edit gives none), those that differ
 * from the stored row: what the UPDATE sets. Empty when the edit changes nothing, so the caller
 * can leave the row (and its `updated_at`) alone.
 *
 * @example changedColumns(row, { colour: 'Black', mileage_km: undefined }) // { colour: 'Black' } unless it was already black
 */
export function changedColumns<Row extends object>(stored: Row, columns: { [K in keyof Row]?: Row[K] | undefined }): Partial<Row> {
  return Object.fromEntries(
    Object.entries(columns).filter(([key, value]) => value !== undefined && value !== stored[key as keyof Row]),
  ) as Partial<Row>;
}
