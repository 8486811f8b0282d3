/** The driver's error behind the query builder's wrapper (its `cause`), or the error itself. */
function databaseError(err: unknown): { code?: unknown; constraint?: unknown } {
  return ((err as { cause?: unknown }).cause ?? err) as { code?: unknown; constraint?: unknown };
}

/** The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const { code, constraint } = databaseError(err);
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/**
 * Whether PostgreSQL rolled the transaction back to break a deadlock (40P01) or a serialization
 * conflict (40001): nothing it wrote stands, and running it again may succeed.
 */
export function transientConflict(err: unknown): boolean {
  const { code } = databaseError(err);
  return code === '40P01' || code === '40001';
}
