import { sql, type SQL } from 'drizzle-orm';

/**
 * A whole number the code fixes (a threshold, a list's length), written into a statement's text instead
 * of sent as a parameter: a statement without parameters is planned once per connection when prepared,
 * and kept (PostgreSQL reuses a generic plan for it). Never for a value that comes from a request.
 */
export function sqlConstant(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return sql.raw(String(value));
}
