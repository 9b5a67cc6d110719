import type { z } from 'zod';
import { describeIssues } from '../../shared/contract/validation.js';
import { badRequest } from './httpError.js';

/**
 * Server side of `partial` edits (`shared/contract/edit.ts`): a field the body leaves out arrives
 * as `undefined` and keeps the stored value; only what the edit gives, and changes, is written.
 */

/**
 * The fields an edit gives: its own keys without those it leaves out (`undefined`).
 *
 * @example givenFields({ name: 'Audi', country: undefined, icon: null }) // { name: 'Audi', icon: null }
 */
export function givenFields<T extends object>(edit: T): Partial<T> {
  return Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The record an edit leaves: the stored record's fields with the given ones over them, checked
 * by `schema` (the create schema, with its cross-field rules), so a stored record always passes
 * the rules a new one must. A break answers 400 naming the field, as a bad body would.
 *
 * @example applyEdit(MotorPlanInputSchema, toPlan(row), { isActive: false }) // the plan as stored, inactive
 */
export function applyEdit<S extends z.ZodType>(schema: S, stored: z.input<S>, edit: object): z.output<S> {
  const result = schema.safeParse({ ...(stored as object), ...givenFields(edit) });
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
