import { eq } from 'drizzle-orm';
import {
  DEFAULT_COURIER_RATES,
  type CourierRates,
  type CourierRatesInput,
  type CourierRatesListAnswer,
  type CourierRatesRowAnswer,
} from '../../../../../common/orders/courier-rates';
import { COURIER_KEYS, type CourierKey } from '../../../../../common/orders/couriers';
import type { Database, DbOrTx } from '../../../../db/client';
import { withAudit, type Actor } from '../../../audit/with-audit';
import { courierRates } from './settlements.tables';

/**
 * The owner's rates per courier (docs/settlements.md, decision 033): what a courier keeps of a parcel's
 * cash where it reports no charges of its own, and what it withholds. A courier nobody has set keeps
 * the defaults (no charges, 2 % + 2 %).
 */

const RATE_FIELDS = ['flatCharge', 'codChargePercent', 'incomeTaxPercent', 'salesTaxPercent'] as const;

/** Every courier's rates, in the order of COURIERS. */
export async function listRates(db: DbOrTx): Promise<CourierRatesListAnswer> {
  const rows = await db.select().from(courierRates);
  const byCourier = new Map(rows.map((row) => [row.courier, row]));
  return {
    couriers: COURIER_KEYS.map((courier): CourierRatesRowAnswer => {
      const row = byCourier.get(courier);
      return row ?? { courier, ...DEFAULT_COURIER_RATES, updatedAt: null, updatedBy: null };
    }),
  };
}

/** One courier's rates, the defaults if none were set. */
export async function ratesOf(db: DbOrTx, courier: CourierKey): Promise<CourierRates> {
  const [row] = await db.select().from(courierRates).where(eq(courierRates.courier, courier));
  if (!row) return DEFAULT_COURIER_RATES;
  return {
    flatCharge: row.flatCharge,
    codChargePercent: row.codChargePercent,
    incomeTaxPercent: row.incomeTaxPercent,
    salesTaxPercent: row.salesTaxPercent,
  };
}

/**
 * Saves the couriers' rates that changed, each with its own audit entry, in one transaction; the
 * answer says whether anything changed (a save of the same figures writes nothing).
 */
export async function updateRates(
  db: Database,
  couriers: CourierRatesInput[],
  actor: Actor,
): Promise<{ rates: CourierRatesListAnswer; changed: number }> {
  let changed = 0;
  await db.transaction(async (tx) => {
    for (const input of couriers) {
      const before = await ratesOf(tx, input.courier);
      const after: CourierRates = {
        flatCharge: input.flatCharge,
        codChargePercent: input.codChargePercent,
        incomeTaxPercent: input.incomeTaxPercent,
        salesTaxPercent: input.salesTaxPercent,
      };
      if (RATE_FIELDS.every((field) => before[field] === after[field])) continue;
      changed++;
      await withAudit(
        tx,
        actor,
        { entity: 'courier_rates', action: 'update', entityId: input.courier },
        async (step) => {
          await step
            .insert(courierRates)
            .values({ courier: input.courier, ...after, updatedBy: actor.username })
            .onConflictDoUpdate({
              target: courierRates.courier,
              set: { ...after, updatedBy: actor.username, updatedAt: new Date() },
            });
          return {
            result: undefined,
            before: { courier: input.courier, ...before },
            after: { courier: input.courier, ...after },
          };
        },
      );
    }
  });
  return { rates: await listRates(db), changed };
}
