import type { Owners } from '../../../shared/contract/scanned-documents/index.js';

type Values = Record<string, string | null | undefined>;

/** OCR leaves a field it could not read as null, undefined or an empty string (spec 000 §4). */
function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Puts newly extracted values over the kept ones, ignoring empty extracted values, so a second
 * scan (the back of a card) never wipes what the first one read.
 *
 * @example mergeFields({ fullName: 'Ali', idNumber: '784…' }, { fullName: '', expiryDate: '2030-01-01' })
 * // { fullName: 'Ali', idNumber: '784…', expiryDate: '2030-01-01' }
 */
export function mergeFields(kept: Values, extracted: Values): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries(kept)) if (!isEmpty(value)) merged[key] = value;
  for (const [key, value] of Object.entries(extracted)) if (!isEmpty(value)) merged[key] = value;
  return merged;
}

/**
 * The same merge for a trade licence's owners, owner index by owner index; an owner that ends up
 * with no values at all is left out.
 *
 * @example mergeOwners({ '0': { name: 'Ali' } }, { '0': { role: 'Manager' }, '1': {} }) // { '0': { name: 'Ali', role: 'Manager' } }
 */
export function mergeOwners(kept: Owners, extracted: Owners): Owners {
  const merged: Owners = {};
  for (const index of new Set([...Object.keys(kept), ...Object.keys(extracted)])) {
    const details = mergeFields(kept[index] ?? {}, extracted[index] ?? {});
    if (Object.keys(details).length > 0) merged[index] = details;
  }
  return merged;
}
