/** Whether SQLite refused a write because it broke a UNIQUE constraint on `column`. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes(`.${column}`)
  );
}
