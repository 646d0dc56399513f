import { and, inArray, sql } from 'drizzle-orm';
import { PAKISTAN_CITIES } from '../../../common/orders/cities';
import { type CodFee, type CodRules, NO_COD_RULES } from '../../../common/orders/cod-rules';
import type { ApiCourierKey } from '../../../common/orders/parcels';
import type { CodSettings } from '../../../common/settings/cod-settings';
import { toPaisa } from '../../../common/money';
import type { DbOrTx } from '../../db/client';
import { foldCityName } from './couriers/courier-cities';
import { courierCities } from './couriers/couriers.tables';
import { nationalPhone } from './order-search';
import { orders, phoneNational } from './orders.tables';

/**
 * The Cash on Delivery rules in force (common/orders/cod-rules.ts), read from the settings kept in
 * memory: the checkout's page shows them and the order engine applies them, with no query of its own
 * per order. Only a limit on cities reads the couriers' city lists, and keeps what it read.
 */

/**
 * How long the couriers' served cities are kept. Their lists are fetched again once a day (decision
 * 031), so a list that changed shows at checkout within this; a settings save reads them afresh.
 */
export const SERVED_CITIES_KEPT_MS = 10 * 60_000;

type CodSettingsRow = CodSettings & { codFeeFirstOrderOnly: boolean; updatedAt: Date };

const FOLDED_CITIES = new Map(PAKISTAN_CITIES.map((city) => [foldCityName(city), city]));

/** The rules the settings set, the owner's cities as the list when cities are limited. */
export function codRulesOf(s: CodSettingsRow): CodRules {
  const paisa = (amount: string | null) => (amount === null ? null : toPaisa(amount));
  let fee: CodFee | null = null;
  if (s.codFeeKind === 'flat' && s.codFeeAmount !== null) {
    fee = { kind: 'flat', paisa: toPaisa(s.codFeeAmount), firstOrderOnly: s.codFeeFirstOrderOnly };
  } else if (s.codFeeKind === 'percent' && s.codFeePercent !== null) {
    fee = { kind: 'percent', hundredths: toPaisa(s.codFeePercent), firstOrderOnly: s.codFeeFirstOrderOnly };
  }
  const rules: CodRules = {
    cities: s.codCitiesLimited ? s.codCities : null,
    minOrderPaisa: paisa(s.codMinOrder),
    maxOrderPaisa: paisa(s.codMaxOrder),
    fee,
  };
  return rules.cities || rules.minOrderPaisa !== null || rules.maxOrderPaisa !== null || fee
    ? rules
    : NO_COD_RULES;
}

/**
 * The checkout's cities that the connected couriers serve, by their stored lists (courier-cities.ts:
 * names matched as a booking matches them, "D.G. Khan" as "DG KHAN"); null when no such courier has a
 * list yet, or none of its cities is one of the checkout's, which would leave the shop taking no order.
 */
async function readServedCities(db: DbOrTx, couriers: readonly ApiCourierKey[]) {
  const rows = await db
    .selectDistinct({ folded: courierCities.folded })
    .from(courierCities)
    .where(
      and(
        inArray(courierCities.courier, [...couriers]),
        inArray(courierCities.folded, [...FOLDED_CITIES.keys()]),
      ),
    );
  if (rows.length === 0) return null;
  const served = new Set(rows.map((row) => row.folded));
  return PAKISTAN_CITIES.filter((city) => served.has(foldCityName(city)));
}

/**
 * The rules in force now. `couriers` are the couriers this server books by API: when cities are limited
 * and their lists are known, the cities they serve are the list; otherwise the owner's.
 */
export function createCodRules(
  db: DbOrTx,
  deps: { settings: () => Promise<CodSettingsRow>; couriers: readonly ApiCourierKey[] },
) {
  const bySettings = new WeakMap<object, CodRules>();
  let served: { savedAt: number; until: number; cities: Promise<readonly string[] | null> } | undefined;

  function servedCities(savedAt: number): Promise<readonly string[] | null> {
    const now = Date.now();
    if (!served || served.savedAt !== savedAt || served.until <= now) {
      const cities = readServedCities(db, deps.couriers);
      served = { savedAt, until: now + SERVED_CITIES_KEPT_MS, cities };
      // A failed read is not kept: the next order reads again.
      cities.catch(() => {
        if (served?.cities === cities) served = undefined;
      });
    }
    return served.cities;
  }

  return async function codRules(): Promise<CodRules> {
    const settings = await deps.settings();
    let rules = bySettings.get(settings);
    if (!rules) {
      rules = codRulesOf(settings);
      bySettings.set(settings, rules);
    }
    if (!rules.cities || deps.couriers.length === 0) return rules;
    const fromCouriers = await servedCities(settings.updatedAt.getTime());
    return fromCouriers ? { ...rules, cities: fromCouriers } : rules;
  };
}

/**
 * Whether the phone has ordered before (any order, whatever became of it), by its national form
 * (decision 022), on the index the order desk searches: a first-order-only fee is charged only when not.
 */
export async function hasOrderedBefore(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(sql`${phoneNational(orders.customerPhone)} = ${nationalPhone(phone)}`)
    .limit(1);
  return Boolean(row);
}
