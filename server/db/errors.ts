/** The PostgreSQL error behind a Drizzle error (Drizzle wraps the driver's error as `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate as { code: string; constraint?: string };
    current = candidate.cause;
  }
  return undefined;
}

/** True when a write broke the named unique constraint (SQLSTATE 23505), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === constraint);
}
