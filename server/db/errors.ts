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

/** Node's network failures, and the pool's own words when a connection dies or cannot be had. */
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const LOST_CONNECTION_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a request failed because the database was unreachable, restarting or too busy, not
 * because of the request: PostgreSQL's connection failures (class 08), shutdowns and cancelled
 * statements (57P01–57P03, 57014: the statement time limit), a lost socket, SQLite's busy timeout.
 * Such a request changed nothing (its transaction was rolled back) and may simply be sent again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', 'SQLITE_BUSY'].includes(code)) return true;
    if (LOST_CONNECTION_CODES.has(code)) return true;
  }
  return LOST_CONNECTION_MESSAGE.test(error.message);
}
