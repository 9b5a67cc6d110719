import type { z } from 'zod';
import { applyEditTo } from '../../shared/contract/edit.js';
import { describeIssues } from '../../shared/contract/validation.js';
import { badRequest } from './httpError.js';

/**
 * Server side of `partial` edits (`shared/contract/edit.ts`): a field the body leaves out arrives
 * as `undefined` and keeps the stored value; only what the edit gives is applied, and written.
 */

/**
 * The record an edit leaves: the stored record with the edit applied as its body schema says
 * (`applyEditTo`), checked by `schema` (the create schema, with its cross-field rules), so a stored
 * record always passes the rules a new one must. A break answers 400 naming the field, as a bad body would.
 *
 * @example applyEdit(MotorPlanInputSchema, contract.companies.planUpdate.body, toPlan(row), { isActive: false }) // the plan as stored, inactive
 */
export function applyEdit<S extends z.ZodType>(schema: S, editSchema: z.ZodType, stored: z.input<S>, edit: object): z.output<S> {
  const result = schema.safeParse(applyEditTo(editSchema, stored as object, edit));
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
