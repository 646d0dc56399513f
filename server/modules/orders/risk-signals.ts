import { inArray, sql } from 'drizzle-orm';
import type { RiskSignals } from '../../../common/orders/confirmation-schemas';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, phoneNational } from './orders.tables';

/** An address shorter than this, or of fewer words, is not one a courier can find. */
const SHORT_ADDRESS_CHARACTERS = 15;
const SHORT_ADDRESS_WORDS = 3;
/** An order counts as bulk above max(BULK_MIN_UNITS, BULK_FACTOR × the shop's mean units per order). */
const BULK_MIN_UNITS = 6;
const BULK_FACTOR = 3;
/** The shop's mean order changes slowly: worked out at most this often per process. */
const MEAN_UNITS_TTL_MS = 10 * 60_000;

export function isShortAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed.length < SHORT_ADDRESS_CHARACTERS || trimmed.split(/\s+/).length < SHORT_ADDRESS_WORDS;
}

type Counts = { id: string; repeat: number; fake: number; cancelled: number; returned: number };

/**
 * The risk signals of some orders (decision 022), read when the desk asks rather than stored, since a
 * phone's later history changes what its earlier orders look like. One query per page, each phone found
 * on the index of its national form (`orders_phone_national_idx`).
 */
export function createRiskSignals(db: DbOrTx) {
  let mean: { units: number; at: number } | undefined;

  /** Units per order over the last 30 days, the bulk signal's yardstick. */
  async function meanUnits(): Promise<number> {
    if (mean && Date.now() - mean.at < MEAN_UNITS_TTL_MS) return mean.units;
    const result = await db.execute(sql`
      SELECT coalesce(avg(units), 0)::float AS units FROM (
        SELECT sum(i.quantity * i.pack_size) AS units
        FROM ${orders} o JOIN ${orderItems} i ON i.order_id = o.id
        WHERE o.created_at > now() - interval '30 days'
        GROUP BY o.id
      ) per_order`);
    const [row] = (result as unknown as { rows: Array<{ units: number }> }).rows;
    mean = { units: Number(row?.units ?? 0), at: Date.now() };
    return mean.units;
  }

  return {
    async signalsOf(
      page: Array<{ id: string; shippingAddress: string; units: number }>,
    ): Promise<Map<string, RiskSignals>> {
      const signals = new Map<string, RiskSignals>();
      if (!page.length) return signals;
      const ids = page.map((order) => order.id);
      const same = sql`${phoneNational(sql`p.customer_phone`)} = ${phoneNational(sql`o.customer_phone`)}`;
      const [result, units] = await Promise.all([
        db.execute(sql`
          SELECT o.id,
            (SELECT count(*)::int FROM ${orders} p
              WHERE ${same} AND p.id <> o.id
                AND p.created_at BETWEEN o.created_at - interval '24 hours'
                                     AND o.created_at + interval '24 hours') AS repeat,
            earlier.fake, earlier.cancelled, earlier.returned
          FROM ${orders} o
          CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE p.last_outcome = 'fake')::int AS fake,
              count(*) FILTER (WHERE p.status = 'cancelled'
                AND p.last_outcome IS DISTINCT FROM 'fake')::int AS cancelled,
              count(*) FILTER (WHERE p.status = 'returned')::int AS returned
            FROM ${orders} p WHERE ${same} AND p.created_at < o.created_at
          ) earlier
          WHERE ${inArray(sql`o.id`, ids)}`),
        meanUnits(),
      ]);
      const bulkAbove = Math.max(BULK_MIN_UNITS, BULK_FACTOR * units);
      const counts = new Map((result as unknown as { rows: Counts[] }).rows.map((row) => [row.id, row]));
      for (const order of page) {
        const row = counts.get(order.id);
        signals.set(order.id, {
          repeatOrders: row?.repeat ?? 0,
          earlierFake: row?.fake ?? 0,
          earlierCancelled: row?.cancelled ?? 0,
          earlierReturned: row?.returned ?? 0,
          shortAddress: isShortAddress(order.shippingAddress),
          bulk: order.units > bulkAbove,
        });
      }
      return signals;
    },
  };
}
