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

/**
 * PostgreSQL's SQLSTATEs for a value it cannot take (class 22, data exception): a bad byte
 * (NUL in text), text that is not a number or date of the column's type, a number out of the
 * column's range, a string longer than its column.
 */
const PG_INPUT_ERRORS = new Set([
  '22001', // string data right truncation (value too long)
  '22003', // numeric value out of range
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22021', // character not in repertoire (NUL, invalid UTF-8)
  '22P02', // invalid text representation
  '22P05', // untranslatable character
]);

/**
 * True when the database refused a value the request carried rather than failing itself: the
 * schemas should have refused it first, so this is a 400 (and a warning to find the schema).
 * SQLite stores what it is given; it refuses only a value too big for it or a mismatched type.
 */
export function isInputRejected(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return PG_INPUT_ERRORS.has(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH';
}
