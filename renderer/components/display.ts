/**
 * Text for a value that may be missing: never `undefined`, `null`, `NaN` or `[object Object]`.
 *
 * @example show(customer.nationality) // 'Emirati' or '-'
 */
export function show(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '-';
  return value.trim() ? value : '-';
}
