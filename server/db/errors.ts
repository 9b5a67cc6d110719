/**
 * Whether the database refused a write because it broke a UNIQUE constraint on `column`: SQLite
 * names the column in its message (`UNIQUE constraint failed: customers.email`), PostgreSQL in the
 * detail (`Key (email)=(…) already exists.`, `Key (company_id, lower(plan_name))=…` for an index
 * on an expression).
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return error.message.includes(`.${column}`);
  if (code !== '23505') return false;
  const key = /^Key \((.*?)\)=/.exec(detail ?? '')?.[1] ?? '';
  return key.split(', ').some((part) => part.replace(/^lower\((.*)\)$/, '$1') === column);
}
