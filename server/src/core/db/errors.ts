/** True for a unique-constraint violation on SQLite (better-sqlite3) or PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** True when SQLite could not get its write lock in time (another process is writing). */
export function isDatabaseBusy(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}
