CREATE TABLE "courier_rate_zone_cities" (
	"zone_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"position" integer NOT NULL,
	"city" text NOT NULL,
	"city_key" text GENERATED ALWAYS AS (lower(btrim(city))) STORED NOT NULL,
	CONSTRAINT "courier_rate_zone_cities_zone_id_position_pk" PRIMARY KEY("zone_id","position"),
	CONSTRAINT "courier_rate_zone_cities_courier_check" CHECK ("courier" IN ('tcs', 'leopards', 'postex', 'trax', 'mnp', 'callcourier', 'other'))
);
--> statement-breakpoint
CREATE TABLE "courier_rate_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"flat_charge" numeric(10, 2) NOT NULL,
	"cod_charge_percent" numeric(5, 2),
	CONSTRAINT "courier_rate_zones_courier_check" CHECK ("courier" IN ('tcs', 'leopards', 'postex', 'trax', 'mnp', 'callcourier', 'other')),
	CONSTRAINT "courier_rate_zones_flat_charge_check" CHECK ("courier_rate_zones"."flat_charge" >= 0),
	CONSTRAINT "courier_rate_zones_percent_check" CHECK ("courier_rate_zones"."cod_charge_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "courier_rate_zone_cities" ADD CONSTRAINT "courier_rate_zone_cities_zone_id_courier_rate_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."courier_rate_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_rate_zone_cities_city_unique" ON "courier_rate_zone_cities" USING btree ("courier","city_key");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_rate_zones_position_unique" ON "courier_rate_zones" USING btree ("courier","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_rate_zones_name_unique" ON "courier_rate_zones" USING btree ("courier",lower("name"));--> statement-breakpoint
-- The reports' copy of the settlements' rule (0033_reports.sql, decision 035) follows the zones of the
-- rate cards (decision 037) as expected-net.ts does: a parcel to a city of one of its courier's zones is
-- charged the zone's charge per parcel and, when the zone has one, its share of the COD amount.
CREATE OR REPLACE FUNCTION "report_outcomes_write"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing to write (an order placed pending): no statement, so no trigger of the outcomes runs.
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM order_outcomes oc USING unnest(ids) AS changed(id)
    WHERE oc.order_id = changed.id
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = changed.id AND o.status IN ('completed', 'returned'));
  INSERT INTO order_outcomes AS oc (order_id, outcome, day, courier, city, cod_amount, discount, charges,
      income_tax, sales_tax, paid_day, lines)
    SELECT o.id, f.outcome,
      order_totals_day(coalesce(CASE WHEN o.status = 'completed' THEN o.delivered_at END,
        (SELECT max((e->>'changedAt')::timestamptz) FROM jsonb_array_elements(o.status_history) e
          WHERE e->>'status' = o.status),
        o.updated_at)),
      f.courier, o.city, o.total, o.discount, (c).charges, (c).income_tax, (c).sales_tax,
      CASE WHEN o.status = 'completed' THEN order_totals_day(o.settled_at) END,
      coalesce((SELECT jsonb_agg(jsonb_build_object('product', l.product_id, 'name', l.name, 'units', l.units,
          'revenue', l.revenue) ORDER BY l.product_id)
        FROM (SELECT i.product_id, max(i.product_name) AS name, sum(i.quantity * i.pack_size)::int AS units,
                sum(i.quantity * i.price)::numeric(14, 2)::text AS revenue
              FROM order_items i WHERE i.order_id = o.id GROUP BY i.product_id) l), '[]'::jsonb)
    FROM orders o
      JOIN unnest(ids) AS changed(id) ON changed.id = o.id
      CROSS JOIN LATERAL (SELECT CASE WHEN o.status = 'completed' THEN 'delivered' ELSE 'returned' END AS outcome,
        coalesce(o.courier, '') AS courier) f
      LEFT JOIN courier_parcels p ON p.order_id = o.id
      LEFT JOIN courier_rates r ON r.courier = o.courier
      LEFT JOIN courier_rate_zone_cities zc ON zc.courier = o.courier AND zc.city_key = lower(btrim(o.city))
      LEFT JOIN courier_rate_zones z ON z.id = zc.zone_id
      CROSS JOIN LATERAL (SELECT report_parcel_costs(f.outcome, f.courier, o.total, p.reported_charges,
        coalesce(z.flat_charge, r.flat_charge), coalesce(z.cod_charge_percent, r.cod_charge_percent),
        r.income_tax_percent, r.sales_tax_percent) AS c) costs
    WHERE o.status IN ('completed', 'returned')
    ORDER BY o.id
  ON CONFLICT (order_id) DO UPDATE SET outcome = excluded.outcome, day = excluded.day,
      courier = excluded.courier, city = excluded.city, cod_amount = excluded.cod_amount,
      discount = excluded.discount, charges = excluded.charges, income_tax = excluded.income_tax,
      sales_tax = excluded.sales_tax, paid_day = excluded.paid_day, lines = excluded.lines
    WHERE (oc.outcome, oc.day, oc.courier, oc.city, oc.cod_amount, oc.discount, oc.charges, oc.income_tax,
        oc.sales_tax, oc.paid_day, oc.lines)
      IS DISTINCT FROM (excluded.outcome, excluded.day, excluded.courier, excluded.city, excluded.cod_amount,
        excluded.discount, excluded.charges, excluded.income_tax, excluded.sales_tax, excluded.paid_day,
        excluded.lines);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_outcomes_refigure"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  UPDATE order_outcomes oc SET charges = (f.c).charges, income_tax = (f.c).income_tax, sales_tax = (f.c).sales_tax
  FROM (SELECT o.order_id, report_parcel_costs(o.outcome, o.courier, o.cod_amount, p.reported_charges,
          coalesce(z.flat_charge, r.flat_charge), coalesce(z.cod_charge_percent, r.cod_charge_percent),
          r.income_tax_percent, r.sales_tax_percent) AS c
        FROM order_outcomes o JOIN unnest(ids) AS changed(id) ON changed.id = o.order_id
          LEFT JOIN courier_parcels p ON p.order_id = o.order_id
          LEFT JOIN courier_rates r ON r.courier = o.courier
          LEFT JOIN courier_rate_zone_cities zc ON zc.courier = o.courier AND zc.city_key = lower(btrim(o.city))
          LEFT JOIN courier_rate_zones z ON z.id = zc.zone_id) f
  WHERE oc.order_id = f.order_id
    AND (oc.charges, oc.income_tax, oc.sales_tax) IS DISTINCT FROM ((f.c).charges, (f.c).income_tax, (f.c).sales_tax);
END $$;
--> statement-breakpoint
-- A change of a courier's zones refigures that courier's outcomes, as a change of its rates does: once
-- per statement, for the couriers whose zone cities or zone charges the statement wrote (both tables name
-- the courier of each row; the transition table is `changed` in every trigger).
CREATE FUNCTION "report_zones_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_outcomes_refigure(ARRAY(
    SELECT oc.order_id FROM order_outcomes oc WHERE oc.courier IN (SELECT DISTINCT courier FROM changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_zone_cities_insert" AFTER INSERT ON "courier_rate_zone_cities"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_zones_on_change();
--> statement-breakpoint
CREATE TRIGGER "report_zone_cities_update" AFTER UPDATE ON "courier_rate_zone_cities"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_zones_on_change();
--> statement-breakpoint
CREATE TRIGGER "report_zone_cities_delete" AFTER DELETE ON "courier_rate_zone_cities"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_zones_on_change();
--> statement-breakpoint
CREATE TRIGGER "report_zones_update" AFTER UPDATE ON "courier_rate_zones"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_zones_on_change();
