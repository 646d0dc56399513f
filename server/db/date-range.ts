import { gte, lt, lte, type Column, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/**
 * The conditions of a date filter's bounds (`dateBound` in common/wire.ts) on a timestamp column: `from`
 * and `to` are both inclusive; a day alone as `to` covers that whole day.
 */
export function dateRangeConditions(column: Column, range: { from?: string; to?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, new Date(range.from)));
  if (range.to) {
    conditions.push(
      range.to.length === 10
        ? lt(column, new Date(Date.parse(range.to) + DAY_MS))
        : lte(column, new Date(range.to)),
    );
  }
  return conditions;
}
