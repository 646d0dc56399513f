import { and, lt, lte, ne, sql } from 'drizzle-orm';
import type { ReportAnswerIn, ReportRange } from '../../../../common/admin/report-schemas';
import { COURIER_KEYS } from '../../../../common/orders/couriers';
import { fromPaisa, toPaisa } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { reportCourierDays } from './reports.tables';
import { courierLabel, NO_COURIER } from './delivery-report';
import { daysOf } from './report-days';

/**
 * Cash outstanding per courier at the end of each day (docs/reports.md): the parcels delivered and not
 * yet paid, and their expected net, as what each day delivered less what each day's applied settlements
 * first paid, from the start: one row per courier before the range (its opening balance) and the
 * range's day rows. The cost follows days × couriers, not orders. Today's figure is the Settlements
 * screen's "owed now" (the same parcels at the same rates).
 */
export async function readOutstandingReport(
  db: DbOrTx,
  range: ReportRange,
): Promise<ReportAnswerIn<'outstanding'>> {
  const c = reportCourierDays;
  const net = sql`${c.collected} - ${c.charges} - ${c.incomeTax} - ${c.salesTax}`;
  const columns = {
    courier: c.courier,
    parcels: sql<number>`sum(${c.delivered} - ${c.paid})::int`,
    amount: sql<string>`sum(${net} - ${c.paidExpected})::text`,
  };
  const [opening, days] = await Promise.all([
    db
      .select(columns)
      .from(c)
      .where(and(lt(c.day, range.from), ne(c.courier, NO_COURIER)))
      .groupBy(c.courier),
    db
      .select({ day: c.day, ...columns })
      .from(c)
      .where(and(sql`${c.day} >= ${range.from}`, lte(c.day, range.to), ne(c.courier, NO_COURIER)))
      .groupBy(c.day, c.courier),
  ]);
  const moves = new Map(days.map((row) => [`${row.day} ${row.courier}`, row]));
  const opened = new Map(opening.map((row) => [row.courier, row]));
  const dates = daysOf(range);
  // Each courier's balance at the end of each day, from its opening balance.
  const series = COURIER_KEYS.map((key) => {
    let parcels = opened.get(key)?.parcels ?? 0;
    let paisa = toPaisa(opened.get(key)?.amount ?? '0');
    const balances = dates.map((day) => {
      const move = moves.get(`${day} ${key}`);
      parcels += move?.parcels ?? 0;
      paisa += toPaisa(move?.amount ?? '0');
      return { parcels, paisa };
    });
    return { key, balances };
  }).filter(({ balances }) => balances.some((b) => b.parcels !== 0 || b.paisa !== 0));
  return {
    ...range,
    couriers: series.map(({ key }) => ({ key, label: courierLabel(key) })),
    days: dates.map((day, index) => {
      const each = series.map(({ balances }) => balances[index]!);
      return {
        day,
        parcels: each.reduce((total, b) => total + b.parcels, 0),
        amount: fromPaisa(each.reduce((total, b) => total + b.paisa, 0)),
        couriers: each.map((b) => ({ parcels: b.parcels, amount: fromPaisa(b.paisa) })),
      };
    }),
  };
}
