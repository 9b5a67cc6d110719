/** Field path (`car.valueFils`) → message. */
export type FieldErrors = Record<string, string>;

/**
 * Zod issues or a server's `fieldErrors` as one message per field path, without the `body.`
 * prefix the server adds and without a `prefix` the form does not show (e.g. `risk.`).
 *
 * @example fieldErrorsOf(error.fieldErrors, 'risk.') // { 'car.valueFils': 'Car value cannot be negative' }
 */
export function fieldErrorsOf(
  source: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> | Record<string, string> | undefined,
  prefix = '',
): FieldErrors {
  const out: FieldErrors = {};
  const entries: Array<[string, string]> = Array.isArray(source)
    ? (source as ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>).map((issue) => [issue.path.map(String).join('.'), issue.message])
    : Object.entries((source ?? {}) as Record<string, string>);
  for (const [rawPath, message] of entries) {
    let path = rawPath.replace(/^body\./, '');
    if (prefix && path.startsWith(prefix)) path = path.slice(prefix.length);
    out[path] ??= message;
  }
  return out;
}
