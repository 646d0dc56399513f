import { asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_COURIER_RATES,
  type CourierRates,
  type CourierRateZone,
  type CourierRatesInput,
  type CourierRatesListAnswer,
  type CourierRatesRowAnswer,
} from '../../../../../common/orders/courier-rates';
import { COURIER_KEYS, type CourierKey } from '../../../../../common/orders/couriers';
import type { Database, DbOrTx, Transaction } from '../../../../db/client';
import { withAudit, type Actor } from '../../../audit/with-audit';
import { courierRateZoneCities, courierRateZones, courierRates } from './settlements.tables';

/**
 * The owner's rates per courier (docs/settlements.md, decisions 033 and 037): what a courier keeps of a
 * parcel's cash where it reports no charges of its own, and what it withholds, with zones of cities that
 * charge their own. A courier nobody has set keeps the defaults (no charges, 2 % + 2 %, no zones).
 */

const RATE_FIELDS = ['flatCharge', 'codChargePercent', 'incomeTaxPercent', 'salesTaxPercent'] as const;

/** Saving one courier's card at a time: a save replaces its zones whole. */
const RATE_CARD_LOCK_SPACE = 48_153;

/** Every courier's zones, in their order, each with its cities in theirs. */
async function readZones(db: DbOrTx, courier?: CourierKey): Promise<Map<CourierKey, CourierRateZone[]>> {
  const rows = await db
    .select({
      courier: courierRateZones.courier,
      id: courierRateZones.id,
      name: courierRateZones.name,
      flatCharge: courierRateZones.flatCharge,
      codChargePercent: courierRateZones.codChargePercent,
      city: courierRateZoneCities.city,
    })
    .from(courierRateZones)
    .leftJoin(courierRateZoneCities, eq(courierRateZoneCities.zoneId, courierRateZones.id))
    .where(courier ? eq(courierRateZones.courier, courier) : undefined)
    .orderBy(
      asc(courierRateZones.courier),
      asc(courierRateZones.position),
      asc(courierRateZoneCities.position),
    );
  const zones = new Map<CourierKey, CourierRateZone[]>();
  const byId = new Map<string, CourierRateZone>();
  for (const row of rows) {
    let zone = byId.get(row.id);
    if (!zone) {
      const { name, flatCharge, codChargePercent } = row;
      zone = { name, cities: [], flatCharge, codChargePercent };
      byId.set(row.id, zone);
      zones.set(row.courier, [...(zones.get(row.courier) ?? []), zone]);
    }
    if (row.city !== null) zone.cities.push(row.city);
  }
  return zones;
}

/** Every courier's rates and zones, in the order of COURIERS. */
export async function listRates(db: DbOrTx): Promise<CourierRatesListAnswer> {
  const [rows, zones] = await Promise.all([db.select().from(courierRates), readZones(db)]);
  const byCourier = new Map(rows.map((row) => [row.courier, row]));
  return {
    couriers: COURIER_KEYS.map((courier): CourierRatesRowAnswer => {
      const row = byCourier.get(courier) ?? {
        courier,
        ...DEFAULT_COURIER_RATES,
        updatedAt: null,
        updatedBy: null,
      };
      return { ...row, zones: zones.get(courier) ?? [] };
    }),
  };
}

/** One courier's own rates (not its zones, which the expected net joins), the defaults if none were set. */
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

/** Replaces a courier's zones with these, cities in the order given. */
async function replaceZones(tx: Transaction, courier: CourierKey, zones: CourierRateZone[]) {
  await tx.delete(courierRateZoneCities).where(eq(courierRateZoneCities.courier, courier));
  await tx.delete(courierRateZones).where(eq(courierRateZones.courier, courier));
  if (!zones.length) return;
  const created = await tx
    .insert(courierRateZones)
    .values(
      zones.map(({ name, flatCharge, codChargePercent }, position) => ({
        courier,
        position,
        name,
        flatCharge,
        codChargePercent,
      })),
    )
    .returning({ id: courierRateZones.id, position: courierRateZones.position });
  const idAt = new Map(created.map((row) => [row.position, row.id]));
  await tx
    .insert(courierRateZoneCities)
    .values(
      zones.flatMap((zone, position) =>
        zone.cities.map((city, index) => ({ zoneId: idAt.get(position)!, courier, position: index, city })),
      ),
    );
}

const zonesKey = (zones: CourierRateZone[]) =>
  JSON.stringify(zones.map((z) => [z.name, z.cities, z.flatCharge, z.codChargePercent]));
const sameZones = (a: CourierRateZone[], b: CourierRateZone[]) => zonesKey(a) === zonesKey(b);

/** The zones in the audit's few words: 'Big cities: 120.00 a parcel, 2 cities; Punjab: 150.00 a parcel and 1.50 %, 40 cities'. */
const zonesInWords = (zones: CourierRateZone[]) =>
  zones
    .map((zone) => {
      const share = zone.codChargePercent === null ? '' : ` and ${zone.codChargePercent} %`;
      const cities = zone.cities.length === 1 ? '1 city' : `${zone.cities.length} cities`;
      return `${zone.name}: ${zone.flatCharge} a parcel${share}, ${cities}`;
    })
    .join('; ');

/**
 * Saves the couriers' rates that changed, each with its own audit entry, in one transaction; the
 * answer says whether anything changed (a save of the same figures writes nothing). A courier's zones
 * are replaced when the body gives them, and kept when it does not.
 */
export async function updateRates(
  db: Database,
  couriers: CourierRatesInput[],
  actor: Actor,
): Promise<{ rates: CourierRatesListAnswer; changed: number }> {
  let changed = 0;
  await db.transaction(async (tx) => {
    for (const input of couriers) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${RATE_CARD_LOCK_SPACE}, hashtext(${input.courier}))`,
      );
      const before = {
        ...(await ratesOf(tx, input.courier)),
        zones: (await readZones(tx, input.courier)).get(input.courier) ?? [],
      };
      const after = {
        flatCharge: input.flatCharge,
        codChargePercent: input.codChargePercent,
        incomeTaxPercent: input.incomeTaxPercent,
        salesTaxPercent: input.salesTaxPercent,
        zones: input.zones ?? before.zones,
      };
      const zonesChange = !sameZones(before.zones, after.zones);
      if (!zonesChange && RATE_FIELDS.every((field) => before[field] === after[field])) continue;
      changed++;
      await withAudit(
        tx,
        actor,
        { entity: 'courier_rates', action: 'update', entityId: input.courier },
        async (step) => {
          if (zonesChange) await replaceZones(step, input.courier, after.zones);
          const { zones: _zones, ...rates } = after;
          await step
            .insert(courierRates)
            .values({ courier: input.courier, ...rates, updatedBy: actor.username })
            .onConflictDoUpdate({
              target: courierRates.courier,
              set: { ...rates, updatedBy: actor.username, updatedAt: new Date() },
            });
          return {
            result: undefined,
            before: { courier: input.courier, ...before, zones: zonesInWords(before.zones) },
            after: { courier: input.courier, ...after, zones: zonesInWords(after.zones) },
          };
        },
      );
    }
  });
  return { rates: await listRates(db), changed };
}
