import { between, sql } from 'drizzle-orm';
import type { ProfitFigures, ReportAnswerIn, ReportRange } from '../../../../common/admin/report-schemas';
import { fromPaisa, toPaisa } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { readCostPrices } from '../../catalog/cost-prices';
import { reportCourierDays, reportProductDays } from './reports.tables';
import { daysOf } from './report-days';

/** A day's (or the range's) figures in whole paisa while they are summed; profit follows from them. */
type Paisa = { [K in Exclude<keyof ProfitFigures, 'profit'>]: number };
const TERMS = [
  'revenue',
  'discounts',
  'costOfGoods',
  'courierCharges',
  'withholding',
  'returnsCost',
] as const;

const zero = (): Paisa => ({
  delivered: 0,
  revenue: 0,
  discounts: 0,
  costOfGoods: 0,
  courierCharges: 0,
  withholding: 0,
  returnsCost: 0,
});

/** Profit = revenue − discounts − cost of goods − courier charges − withholding − returns' cost. */
function asFigures(p: Paisa): ProfitFigures {
  const [revenue, ...costs] = TERMS.map((term) => p[term]);
  const profit = costs.reduce((left, cost) => left - cost, revenue!);
  const money = Object.fromEntries(TERMS.map((term) => [term, fromPaisa(p[term])])) as Pick<
    ProfitFigures,
    (typeof TERMS)[number]
  >;
  return { delivered: p.delivered, ...money, profit: fromPaisa(profit) };
}

/**
 * Each day's profit and loss (docs/reports.md): from the couriers' day totals, the delivered parcels'
 * revenue (their COD amounts plus the discounts given), discounts, charges and withholding, and the
 * returned parcels' carriage; from the products' day totals, the stock units delivered × each product's
 * cost price now. Days × couriers and days × products rows, whatever the number of orders; summed in
 * paisa, exact.
 */
export async function readProfitReport(db: DbOrTx, range: ReportRange): Promise<ReportAnswerIn<'profit'>> {
  const c = reportCourierDays;
  const inRange = between(c.day, range.from, range.to);
  const courierDays = await db
    .select({
      day: c.day,
      delivered: sql<number>`sum(${c.delivered})::int`,
      collected: sql<string>`sum(${c.collected})::text`,
      discounts: sql<string>`sum(${c.discounts})::text`,
      charges: sql<string>`sum(${c.charges})::text`,
      withholding: sql<string>`sum(${c.incomeTax} + ${c.salesTax})::text`,
      returnsCost: sql<string>`sum(${c.returnCharges})::text`,
    })
    .from(c)
    .where(inRange)
    .groupBy(c.day);
  const p = reportProductDays;
  const productDays = await db
    .select({ day: p.day, product: p.product, units: p.deliveredUnits })
    .from(p)
    .where(sql`${between(p.day, range.from, range.to)} AND ${p.deliveredUnits} <> 0`);
  const costs = await readCostPrices(db, [...new Set(productDays.map((row) => row.product))]);

  const byDay = new Map(daysOf(range).map((day) => [day, zero()]));
  for (const row of courierDays) {
    const day = byDay.get(row.day)!;
    day.delivered += row.delivered;
    day.discounts += toPaisa(row.discounts);
    day.revenue += toPaisa(row.collected) + toPaisa(row.discounts);
    day.courierCharges += toPaisa(row.charges);
    day.withholding += toPaisa(row.withholding);
    day.returnsCost += toPaisa(row.returnsCost);
  }
  let unitsWithoutCost = 0;
  for (const row of productDays) {
    const cost = costs.get(row.product)?.costPrice;
    if (cost == null) unitsWithoutCost += row.units;
    else byDay.get(row.day)!.costOfGoods += toPaisa(cost) * row.units;
  }
  const total = zero();
  for (const day of byDay.values()) {
    for (const key of Object.keys(total) as Array<keyof Paisa>) total[key] += day[key];
  }
  return {
    ...range,
    days: [...byDay].map(([day, figures]) => ({ day, ...asFigures(figures) })),
    total: asFigures(total),
    unitsWithoutCost,
  };
}
