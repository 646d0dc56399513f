import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids and timestamps the same way (PostgreSQL 15-safe SQL). */
export const uuidPk = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `value IN (...)` for a CHECK constraint built from one of our constant lists. */
export function oneOf(column: { name: string }, values: readonly string[]) {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`"${column.name}" IN (${list})`);
}
