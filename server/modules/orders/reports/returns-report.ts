import { between, sql } from 'drizzle-orm';
import type { ReportAnswerIn, ReportRange } from '../../../../common/admin/report-schemas';
import { fromPaisa, toPaisa } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { reportCourierDays } from './reports.tables';
import { daysOf } from './report-days';

/**
 * What returns cost, per day (docs/reports.md): the parcels that came back, the sales they were, and
 * their carriage (the courier's reported charges, else its flat charge), from the couriers' day totals.
 */
export async function readReturnsReport(db: DbOrTx, range: ReportRange): Promise<ReportAnswerIn<'returns'>> {
  const c = reportCourierDays;
  const rows = await db
    .select({
      day: c.day,
      returned: sql<number>`sum(${c.returned})::int`,
      refused: sql<string>`sum(${c.refused})::text`,
      cost: sql<string>`sum(${c.returnCharges})::text`,
    })
    .from(c)
    .where(between(c.day, range.from, range.to))
    .groupBy(c.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const total = { returned: 0, refused: 0, cost: 0 };
  const days = daysOf(range).map((day) => {
    const row = byDay.get(day);
    const figures = {
      returned: row?.returned ?? 0,
      refused: toPaisa(row?.refused ?? '0'),
      cost: toPaisa(row?.cost ?? '0'),
    };
    total.returned += figures.returned;
    total.refused += figures.refused;
    total.cost += figures.cost;
    return {
      day,
      returned: figures.returned,
      refused: fromPaisa(figures.refused),
      cost: fromPaisa(figures.cost),
    };
  });
  return {
    ...range,
    days,
    total: { returned: total.returned, refused: fromPaisa(total.refused), cost: fromPaisa(total.cost) },
  };
}
