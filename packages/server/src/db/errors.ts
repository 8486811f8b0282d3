/** The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const candidate = (err as { cause?: unknown }).cause ?? err;
  const { code, constraint } = candidate as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}
