import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COURIER_RATES, type CourierRates } from '../../../../common/orders/courier-rates';
import type { DatabaseHandle } from '../../../db/client';
import { addSyntheticOrders } from '../../../seed/synthetic-orders';
import { addProduct } from '../../../testing/test-catalog';
import { createTestDatabase } from '../../../testing/test-database';
import { expectedNet, ratesAsParameters } from '../couriers/settlements/expected-net';

/**
 * The reports' running totals (migration `reports`, decision 035) always equal a count of the orders
 * themselves, whatever writes them (the seed's batches, status moves, edits by hand, rates, zones, reported
 * charges, payments, deletes, a truncate); and the triggers' copy of the settlements' rule gives what
 * expected-net.ts gives.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await addProduct(database.db, { name: 'Sidr Honey', price: '1750.00', stock: 10 });
  await addProduct(database.db, { name: 'Ajwa Dates', price: '2399.99', stock: 10 });
  await addProduct(database.db, { name: 'Kalonji Oil', price: '645.55', stock: 10 });
});
afterAll(() => database.close());

type Rows = Array<Record<string, unknown>>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Rows }).rows;

/** What the per-day totals hold, without the rows that add up to nothing. */
async function totals() {
  return {
    couriers: await rows(sql`
      SELECT day::text, courier, delivered, returned, collected::text, discounts::text, charges::text,
        income_tax::text, sales_tax::text, refused::text, return_charges::text, paid, paid_expected::text
      FROM report_courier_days
      WHERE (delivered, returned, paid) <> (0, 0, 0) OR (collected, charges, refused, return_charges, paid_expected) <> (0, 0, 0, 0, 0)
      ORDER BY 1, 2`),
    cities: await rows(sql`
      SELECT day::text, city, delivered, returned FROM report_city_days
      WHERE (delivered, returned) <> (0, 0) ORDER BY 1, 2`),
    products: await rows(sql`
      SELECT day::text, product::text, delivered, returned, delivered_units, returned_units, revenue::text
      FROM report_product_days WHERE (delivered, returned) <> (0, 0) ORDER BY 1, 2`),
  };
}

/**
 * The same counted from the orders, their lines, parcels and couriers' rates, the rule written out
 * again here: a delivered parcel's day is its delivery's, a returned one's its history's move to returned.
 */
async function recount() {
  const parcels = sql`
    SELECT o.id, CASE o.status WHEN 'completed' THEN 'delivered' ELSE 'returned' END AS outcome,
      order_totals_day(CASE WHEN o.status = 'completed' THEN coalesce(o.delivered_at,
          (SELECT max((e->>'changedAt')::timestamptz) FROM jsonb_array_elements(o.status_history) e
            WHERE e->>'status' = 'completed'), o.updated_at)
        ELSE coalesce((SELECT max((e->>'changedAt')::timestamptz) FROM jsonb_array_elements(o.status_history) e
            WHERE e->>'status' = 'returned'), o.updated_at) END) AS day,
      coalesce(o.courier, '') AS courier, o.city, o.total, o.discount,
      CASE WHEN o.courier IS NULL THEN 0
        WHEN o.status = 'returned' THEN coalesce(p.reported_charges, z.flat_charge, r.flat_charge, 0)
        ELSE coalesce(p.reported_charges, coalesce(z.flat_charge, r.flat_charge, 0)
          + round(o.total * coalesce(z.cod_charge_percent, r.cod_charge_percent, 0) / 100, 2)) END AS charges,
      CASE WHEN o.courier IS NULL OR o.status = 'returned' THEN 0 ELSE round(o.total * coalesce(r.income_tax_percent, 2) / 100, 2) END AS income_tax,
      CASE WHEN o.courier IS NULL OR o.status = 'returned' THEN 0 ELSE round(o.total * coalesce(r.sales_tax_percent, 2) / 100, 2) END AS sales_tax,
      CASE WHEN o.status = 'completed' THEN order_totals_day(o.settled_at) END AS paid_day
    FROM orders o LEFT JOIN courier_parcels p ON p.order_id = o.id LEFT JOIN courier_rates r ON r.courier = o.courier
      LEFT JOIN (courier_rate_zone_cities zc JOIN courier_rate_zones z ON z.id = zc.zone_id)
        ON zc.courier = o.courier AND zc.city_key = lower(btrim(o.city))
    WHERE o.status IN ('completed', 'returned')`;
  return {
    couriers: await rows(sql`
      WITH parcels AS (${parcels}), days AS (
        SELECT day, courier FROM parcels
        UNION SELECT greatest(paid_day, day), courier FROM parcels WHERE outcome = 'delivered' AND paid_day IS NOT NULL)
      SELECT d.day::text, d.courier,
        count(*) FILTER (WHERE p.outcome = 'delivered' AND p.day = d.day)::int AS delivered,
        count(*) FILTER (WHERE p.outcome = 'returned' AND p.day = d.day)::int AS returned,
        coalesce(sum(p.total) FILTER (WHERE p.outcome = 'delivered' AND p.day = d.day), 0)::numeric(14, 2)::text AS collected,
        coalesce(sum(p.discount) FILTER (WHERE p.outcome = 'delivered' AND p.day = d.day), 0)::numeric(14, 2)::text AS discounts,
        coalesce(sum(p.charges) FILTER (WHERE p.outcome = 'delivered' AND p.day = d.day), 0)::numeric(14, 2)::text AS charges,
        coalesce(sum(p.income_tax) FILTER (WHERE p.outcome = 'delivered' AND p.day = d.day), 0)::numeric(14, 2)::text AS income_tax,
        coalesce(sum(p.sales_tax) FILTER (WHERE p.outcome = 'delivered' AND p.day = d.day), 0)::numeric(14, 2)::text AS sales_tax,
        coalesce(sum(p.total) FILTER (WHERE p.outcome = 'returned' AND p.day = d.day), 0)::numeric(14, 2)::text AS refused,
        coalesce(sum(p.charges) FILTER (WHERE p.outcome = 'returned' AND p.day = d.day), 0)::numeric(14, 2)::text AS return_charges,
        count(*) FILTER (WHERE p.outcome = 'delivered' AND p.paid_day IS NOT NULL AND greatest(p.paid_day, p.day) = d.day)::int AS paid,
        coalesce(sum(p.total - p.charges - p.income_tax - p.sales_tax)
          FILTER (WHERE p.outcome = 'delivered' AND p.paid_day IS NOT NULL AND greatest(p.paid_day, p.day) = d.day), 0)::numeric(14, 2)::text AS paid_expected
      FROM days d JOIN parcels p ON p.courier = d.courier AND (p.day = d.day OR (p.paid_day IS NOT NULL AND greatest(p.paid_day, p.day) = d.day))
      GROUP BY d.day, d.courier ORDER BY 1, 2`),
    cities: await rows(sql`
      WITH parcels AS (${parcels})
      SELECT day::text, city, count(*) FILTER (WHERE outcome = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE outcome = 'returned')::int AS returned
      FROM parcels GROUP BY day, city ORDER BY 1, 2`),
    products: await rows(sql`
      WITH parcels AS (${parcels}), lines AS (
        SELECT p.id, p.day, p.outcome, coalesce(i.product_id, '00000000-0000-0000-0000-000000000000') AS product,
          sum(i.quantity * i.pack_size) AS units, sum(i.quantity * i.price) AS revenue
        FROM parcels p JOIN order_items i ON i.order_id = p.id GROUP BY 1, 2, 3, 4)
      SELECT day::text, product::text, count(*) FILTER (WHERE outcome = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE outcome = 'returned')::int AS returned,
        coalesce(sum(units) FILTER (WHERE outcome = 'delivered'), 0)::int AS delivered_units,
        coalesce(sum(units) FILTER (WHERE outcome = 'returned'), 0)::int AS returned_units,
        coalesce(sum(revenue) FILTER (WHERE outcome = 'delivered'), 0)::numeric(14, 2)::text AS revenue
      FROM lines GROUP BY day, product ORDER BY 1, 2`),
  };
}

describe("the reports' totals", () => {
  it('follow the seed, moves, edits, rates, zones, reported charges, payments, deletes and a truncate', async () => {
    const db = database.db;
    await addSyntheticOrders(db, 1200, 5);
    const seeded = await totals();
    expect(seeded.couriers.length).toBeGreaterThan(100);
    expect(seeded).toEqual(await recount());

    // Statuses moved by hand, both ways, and a delivered parcel's city and discount edited.
    await db.execute(sql`UPDATE orders SET status = 'returned'
      WHERE id IN (SELECT id FROM orders WHERE status = 'completed' ORDER BY id LIMIT 40)`);
    await db.execute(sql`UPDATE orders SET status = 'shipped'
      WHERE id IN (SELECT id FROM orders WHERE status = 'returned' ORDER BY id DESC LIMIT 15)`);
    await db.execute(sql`UPDATE orders SET status = 'completed', delivered_at = now() - interval '3 days'
      WHERE id IN (SELECT id FROM orders WHERE status = 'shipped' ORDER BY id LIMIT 25)`);
    await db.execute(sql`UPDATE orders SET city = 'Hunza', discount = 12.34, total = total - 12.34
      WHERE id IN (SELECT id FROM orders WHERE status = 'completed' AND total > 100 ORDER BY id LIMIT 10)`);
    expect(await totals()).toEqual(await recount());

    // Rates set and changed, charges reported, parcels paid (some on a later day).
    await db.execute(
      sql`INSERT INTO courier_rates VALUES ('postex', 150, 1.5, 2, 2, 'test'), ('trax', 99.99, 0.25, 1, 3.5, 'test')`,
    );
    await db.execute(sql`UPDATE courier_rates SET flat_charge = 175.5 WHERE courier = 'postex'`);
    await db.execute(sql`
      INSERT INTO courier_parcels (order_id, courier, state, tracking_number, requested_by_id, requested_by)
      SELECT id, 'trax', 'booked', tracking_number, 'admin-1', 'owner' FROM orders
      WHERE courier = 'trax' AND status IN ('completed', 'returned') ORDER BY id LIMIT 30`);
    await db.execute(sql`UPDATE courier_parcels SET reported_charges = 88.8 + (random() * 50)::int`);
    await db.execute(sql`UPDATE orders SET settled_at = delivered_at + interval '4 days'
      WHERE id IN (SELECT id FROM orders WHERE status = 'completed' AND courier IS NOT NULL ORDER BY id LIMIT 200)`);
    await db.execute(sql`UPDATE orders SET settled_at = delivered_at - interval '1 day'
      WHERE id IN (SELECT id FROM orders WHERE status = 'completed' AND settled_at IS NULL AND courier IS NOT NULL ORDER BY id LIMIT 5)`);
    expect(await totals()).toEqual(await recount());

    // Zones of cities set, their charges and cities changed, one dropped (decision 037).
    await db.execute(sql`
      INSERT INTO courier_rate_zones (id, courier, position, name, flat_charge, cod_charge_percent) VALUES
        ('00000000-0000-4000-8000-000000000001', 'postex', 0, 'Big cities', 120, NULL),
        ('00000000-0000-4000-8000-000000000002', 'postex', 1, 'North', 260.5, 2.25),
        ('00000000-0000-4000-8000-000000000003', 'leopards', 0, 'Sindh', 99, 0.5)`);
    await db.execute(sql`
      INSERT INTO courier_rate_zone_cities (zone_id, courier, position, city) VALUES
        ('00000000-0000-4000-8000-000000000001', 'postex', 0, 'Lahore'),
        ('00000000-0000-4000-8000-000000000001', 'postex', 1, ' karachi '),
        ('00000000-0000-4000-8000-000000000002', 'postex', 0, 'Peshawar'),
        ('00000000-0000-4000-8000-000000000003', 'leopards', 0, 'Karachi'),
        ('00000000-0000-4000-8000-000000000003', 'leopards', 1, 'HYDERABAD')`);
    expect(await totals()).toEqual(await recount());
    for (const change of [
      sql`UPDATE courier_rate_zones SET flat_charge = 135.75 WHERE name = 'Big cities'`,
      sql`UPDATE courier_rate_zone_cities SET city = 'Multan' WHERE city = 'Peshawar'`,
      sql`DELETE FROM courier_rate_zones WHERE name = 'Sindh'`,
    ]) {
      await db.execute(change);
      expect(await totals()).toEqual(await recount());
    }

    await db.execute(sql`DELETE FROM orders WHERE id IN (SELECT id FROM orders ORDER BY id LIMIT 100)`);
    expect(await totals()).toEqual(await recount());

    await db.execute(sql`TRUNCATE orders CASCADE`);
    expect(await totals()).toEqual({ couriers: [], cities: [], products: [] });
    await addSyntheticOrders(db, 300, 9);
    expect(await totals()).toEqual(await recount());
  });
});

describe("the triggers' copy of the settlements' rule", () => {
  it('expects what expected-net.ts expects, to the paisa, for any amount and rates', async () => {
    const amounts = [
      '0.00',
      '0.01',
      '999.99',
      '1000.00',
      '1234.56',
      '2469.12',
      '6500.00',
      '12345.67',
      '99999999.99',
    ];
    // null: the courier has no rates of its own, so both sides take the defaults.
    const cards: Array<CourierRates | null> = [
      null,
      { flatCharge: '0.00', codChargePercent: '0.00', incomeTaxPercent: '2.00', salesTaxPercent: '2.00' },
      { flatCharge: '137.86', codChargePercent: '0.00', incomeTaxPercent: '2.00', salesTaxPercent: '2.00' },
      { flatCharge: '150.00', codChargePercent: '1.50', incomeTaxPercent: '2.00', salesTaxPercent: '2.50' },
      { flatCharge: '99.99', codChargePercent: '0.25', incomeTaxPercent: '0.75', salesTaxPercent: '100.00' },
    ];
    const db = database.db;
    for (const card of cards) {
      await db.execute(sql`DELETE FROM courier_rates WHERE courier = 'tcs'`);
      if (card) {
        await db.execute(sql`INSERT INTO courier_rates VALUES ('tcs', ${card.flatCharge}, ${card.codChargePercent},
          ${card.incomeTaxPercent}, ${card.salesTaxPercent}, 'test')`);
      }
      for (const amount of amounts) {
        for (const reported of [null, '95.50']) {
          const cod = sql`${amount}::numeric`;
          const [row] = await rows(sql`
            SELECT (${expectedNet(cod, sql`${reported}::numeric`, ratesAsParameters(card ?? DEFAULT_COURIER_RATES))})::text AS settlements,
              (${cod} - (c).charges - (c).income_tax - (c).sales_tax)::text AS reports
            FROM (SELECT report_parcel_costs('delivered', 'tcs', ${cod}, ${reported}::numeric, r.flat_charge,
                r.cod_charge_percent, r.income_tax_percent, r.sales_tax_percent) AS c
              FROM (SELECT 1) AS one LEFT JOIN courier_rates r ON r.courier = 'tcs') costs`);
          expect(row!.reports, `${amount} with ${JSON.stringify(card)}, reported ${reported}`).toBe(
            row!.settlements,
          );
        }
      }
    }
  });
});
