CREATE TABLE "order_outcomes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"day" date NOT NULL,
	"courier" text NOT NULL,
	"city" text NOT NULL,
	"cod_amount" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) NOT NULL,
	"charges" numeric(10, 2) NOT NULL,
	"income_tax" numeric(10, 2) NOT NULL,
	"sales_tax" numeric(10, 2) NOT NULL,
	"paid_day" date,
	"lines" jsonb NOT NULL,
	CONSTRAINT "order_outcomes_outcome_check" CHECK ("outcome" IN ('delivered', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "report_city_days" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_city_days_day_city_pk" PRIMARY KEY("day","city")
);
--> statement-breakpoint
CREATE TABLE "report_courier_days" (
	"day" date NOT NULL,
	"courier" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"collected" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discounts" numeric(14, 2) DEFAULT '0' NOT NULL,
	"charges" numeric(14, 2) DEFAULT '0' NOT NULL,
	"income_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refused" numeric(14, 2) DEFAULT '0' NOT NULL,
	"return_charges" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"paid_expected" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_courier_days_day_courier_pk" PRIMARY KEY("day","courier")
);
--> statement-breakpoint
CREATE TABLE "report_product_days" (
	"day" date NOT NULL,
	"product" uuid NOT NULL,
	"name" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"delivered_units" integer DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_product_days_day_product_pk" PRIMARY KEY("day","product")
);
--> statement-breakpoint
ALTER TABLE "order_outcomes" ADD CONSTRAINT "order_outcomes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_outcomes_courier_idx" ON "order_outcomes" USING btree ("courier");--> statement-breakpoint
-- The reports' running totals (reports.tables.ts, docs/reports.md, decision 034).
-- What the courier keeps of a parcel, by the settlements' rule (expected-net.ts, docs/settlements.md): its
-- own reported charges, else the rate card's flat charge plus a share of the COD amount; income tax and
-- sales tax, each a share of the COD amount; each share rounded to the paisa on its own. A courier
-- without rates has the defaults (common/orders/courier-rates.ts: none, 2 % and 2 %); a returned parcel
-- is charged its reported charges or the flat charge, and nothing is withheld, no cash having been
-- collected; a parcel shipped without a courier costs nothing. report-totals.test.ts holds this to
-- expected-net.ts.
CREATE TYPE "report_parcel_costs" AS ("charges" numeric, "income_tax" numeric, "sales_tax" numeric);
--> statement-breakpoint
-- The rates are the courier's `courier_rates` row, left-joined (all null: the defaults), so the planner
-- inlines the rule into the query that reads the parcels.
CREATE FUNCTION "report_parcel_costs"("outcome" text, "courier" text, "cod" numeric, "reported" numeric,
    "flat" numeric, "share" numeric, "income_tax" numeric, "sales_tax" numeric)
RETURNS "report_parcel_costs" LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN courier = '' THEN (0, 0, 0)::report_parcel_costs
    WHEN outcome = 'returned' THEN (coalesce(reported, flat, 0), 0, 0)::report_parcel_costs
    ELSE (coalesce(reported, coalesce(flat, 0) + round(cod * coalesce(share, 0) / 100, 2)),
          round(cod * coalesce(income_tax, 2) / 100, 2), round(cod * coalesce(sales_tax, 2) / 100, 2))::report_parcel_costs
  END
$$;
--> statement-breakpoint
-- Writes the outcome of each of these orders as it now stands: a completed (delivered) or returned order
-- has one, any other none. Its day is the shop's day of the delivery accepted by staff (delivered_at,
-- else the history's move to completed), or of the history's move to returned; its lines are the order's
-- per product, in stock units. Only rows whose figures change are written.
CREATE FUNCTION "report_outcomes_write"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
      CROSS JOIN LATERAL (SELECT report_parcel_costs(f.outcome, f.courier, o.total, p.reported_charges, r.flat_charge,
        r.cod_charge_percent, r.income_tax_percent, r.sales_tax_percent) AS c) costs
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
-- Refigures what couriers keep of these outcomes (new rates, or charges a courier reported).
CREATE FUNCTION "report_outcomes_refigure"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  UPDATE order_outcomes oc SET charges = (f.c).charges, income_tax = (f.c).income_tax, sales_tax = (f.c).sales_tax
  FROM (SELECT o.order_id, report_parcel_costs(o.outcome, o.courier, o.cod_amount, p.reported_charges,
          r.flat_charge, r.cod_charge_percent, r.income_tax_percent, r.sales_tax_percent) AS c
        FROM order_outcomes o JOIN unnest(ids) AS changed(id) ON changed.id = o.order_id
          LEFT JOIN courier_parcels p ON p.order_id = o.order_id
          LEFT JOIN courier_rates r ON r.courier = o.courier) f
  WHERE oc.order_id = f.order_id
    AND (oc.charges, oc.income_tax, oc.sales_tax) IS DISTINCT FROM ((f.c).charges, (f.c).income_tax, (f.c).sales_tax);
END $$;
--> statement-breakpoint
-- Adds outcomes to the per-day totals and takes others away, rows written in key order so that two
-- changes cannot deadlock. A delivered parcel first paid counts as paid on its payment's day (never
-- before its delivery's), at the expected net it is counted at: what it brought less what it cost.
-- `money_only`: the changes moved no parcel between days, cities or products (refigured charges), so the
-- cities' and products' totals are left alone.
CREATE FUNCTION "report_totals_add"("added" order_outcomes[], "removed" order_outcomes[],
    "money_only" boolean DEFAULT false) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT 1 AS n, a.* FROM unnest(added) a
    UNION ALL
    SELECT -1 AS n, r.* FROM unnest(removed) r
  ), couriers AS (
    SELECT day, courier,
      sum(n) FILTER (WHERE outcome = 'delivered') AS delivered,
      sum(n) FILTER (WHERE outcome = 'returned') AS returned,
      sum(n * cod_amount) FILTER (WHERE outcome = 'delivered') AS collected,
      sum(n * discount) FILTER (WHERE outcome = 'delivered') AS discounts,
      sum(n * charges) FILTER (WHERE outcome = 'delivered') AS charges,
      sum(n * income_tax) FILTER (WHERE outcome = 'delivered') AS income_tax,
      sum(n * sales_tax) FILTER (WHERE outcome = 'delivered') AS sales_tax,
      sum(n * cod_amount) FILTER (WHERE outcome = 'returned') AS refused,
      sum(n * charges) FILTER (WHERE outcome = 'returned') AS return_charges,
      0 AS paid, 0 AS paid_expected
    FROM changes GROUP BY day, courier
    UNION ALL
    SELECT greatest(paid_day, day), courier, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      sum(n), sum(n * (cod_amount - charges - income_tax - sales_tax))
    FROM changes WHERE outcome = 'delivered' AND paid_day IS NOT NULL
    GROUP BY greatest(paid_day, day), courier
  ), courier_rows AS (
    INSERT INTO report_courier_days AS t (day, courier, delivered, returned, collected, discounts, charges,
        income_tax, sales_tax, refused, return_charges, paid, paid_expected)
      SELECT day, courier, coalesce(sum(delivered), 0), coalesce(sum(returned), 0), coalesce(sum(collected), 0),
        coalesce(sum(discounts), 0), coalesce(sum(charges), 0), coalesce(sum(income_tax), 0),
        coalesce(sum(sales_tax), 0), coalesce(sum(refused), 0), coalesce(sum(return_charges), 0),
        sum(paid), sum(paid_expected)
      FROM couriers GROUP BY day, courier ORDER BY day, courier
    ON CONFLICT (day, courier) DO UPDATE SET delivered = t.delivered + excluded.delivered,
      returned = t.returned + excluded.returned, collected = t.collected + excluded.collected,
      discounts = t.discounts + excluded.discounts, charges = t.charges + excluded.charges,
      income_tax = t.income_tax + excluded.income_tax, sales_tax = t.sales_tax + excluded.sales_tax,
      refused = t.refused + excluded.refused, return_charges = t.return_charges + excluded.return_charges,
      paid = t.paid + excluded.paid, paid_expected = t.paid_expected + excluded.paid_expected
  ), city_rows AS (
    INSERT INTO report_city_days AS t (day, city, delivered, returned)
      SELECT day, city, coalesce(sum(n) FILTER (WHERE outcome = 'delivered'), 0),
        coalesce(sum(n) FILTER (WHERE outcome = 'returned'), 0)
      FROM changes WHERE NOT money_only GROUP BY day, city ORDER BY day, city
    ON CONFLICT (day, city) DO UPDATE SET delivered = t.delivered + excluded.delivered,
      returned = t.returned + excluded.returned
  )
  INSERT INTO report_product_days AS t (day, product, name, delivered, returned, delivered_units,
      returned_units, revenue)
    SELECT c.day, coalesce((l->>'product')::uuid, '00000000-0000-0000-0000-000000000000'), max(l->>'name'),
      coalesce(sum(c.n) FILTER (WHERE c.outcome = 'delivered'), 0),
      coalesce(sum(c.n) FILTER (WHERE c.outcome = 'returned'), 0),
      coalesce(sum(c.n * (l->>'units')::int) FILTER (WHERE c.outcome = 'delivered'), 0),
      coalesce(sum(c.n * (l->>'units')::int) FILTER (WHERE c.outcome = 'returned'), 0),
      coalesce(sum(c.n * (l->>'revenue')::numeric) FILTER (WHERE c.outcome = 'delivered'), 0)
    FROM changes c CROSS JOIN LATERAL jsonb_array_elements(c.lines) l
    WHERE NOT money_only
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, product) DO UPDATE SET name = excluded.name, delivered = t.delivered + excluded.delivered,
    returned = t.returned + excluded.returned, delivered_units = t.delivered_units + excluded.delivered_units,
    returned_units = t.returned_units + excluded.returned_units, revenue = t.revenue + excluded.revenue;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_outcomes_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_outcomes) THEN
    PERFORM report_totals_add(ARRAY(SELECT ROW(n.*)::order_outcomes FROM new_outcomes n), '{}'::order_outcomes[]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_outcomes_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_outcomes) THEN
    PERFORM report_totals_add(ARRAY(SELECT ROW(n.*)::order_outcomes FROM new_outcomes n),
      ARRAY(SELECT ROW(o.*)::order_outcomes FROM old_outcomes o),
      -- Hashed, not joined: a courier's new rates change every one of its parcels at once.
      NOT EXISTS (SELECT order_id, outcome, day, city, lines FROM old_outcomes
        EXCEPT SELECT order_id, outcome, day, city, lines FROM new_outcomes));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_outcomes_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_outcomes) THEN
    PERFORM report_totals_add('{}'::order_outcomes[], ARRAY(SELECT ROW(o.*)::order_outcomes FROM old_outcomes o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_outcomes_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_courier_days;
  DELETE FROM report_city_days;
  DELETE FROM report_product_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_outcomes_insert" AFTER INSERT ON "order_outcomes" REFERENCING NEW TABLE AS new_outcomes
  FOR EACH STATEMENT EXECUTE FUNCTION report_outcomes_on_insert();
--> statement-breakpoint
CREATE TRIGGER "report_outcomes_update" AFTER UPDATE ON "order_outcomes"
  REFERENCING OLD TABLE AS old_outcomes NEW TABLE AS new_outcomes
  FOR EACH STATEMENT EXECUTE FUNCTION report_outcomes_on_update();
--> statement-breakpoint
CREATE TRIGGER "report_outcomes_delete" AFTER DELETE ON "order_outcomes" REFERENCING OLD TABLE AS old_outcomes
  FOR EACH STATEMENT EXECUTE FUNCTION report_outcomes_on_delete();
--> statement-breakpoint
CREATE TRIGGER "report_outcomes_truncate" AFTER TRUNCATE ON "order_outcomes"
  FOR EACH STATEMENT EXECUTE FUNCTION report_outcomes_on_truncate();
--> statement-breakpoint
-- Orders inserted already delivered or returned (the synthetic seed), per statement.
CREATE FUNCTION "report_orders_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_outcomes_write(ARRAY(SELECT id FROM changed_orders WHERE status IN ('completed', 'returned')));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order's outcome follows its status, its figures and, once delivered, its first payment (the
-- cheapest change: only the payment's day moves).
CREATE FUNCTION "report_orders_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = NEW.status AND (OLD.city, OLD.total, OLD.discount, OLD.courier, OLD.delivered_at)
      IS NOT DISTINCT FROM (NEW.city, NEW.total, NEW.discount, NEW.courier, NEW.delivered_at) THEN
    UPDATE order_outcomes SET paid_day = order_totals_day(NEW.settled_at)
      WHERE order_id = NEW.id AND outcome = 'delivered' AND paid_day IS DISTINCT FROM order_totals_day(NEW.settled_at);
  ELSE
    PERFORM report_outcomes_write(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines written after their order (the synthetic seed writes the order first): its outcome takes them.
CREATE FUNCTION "report_items_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_outcomes_write(ARRAY(
    SELECT DISTINCT i.order_id FROM changed_items i JOIN order_outcomes oc ON oc.order_id = i.order_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_parcels_on_charges"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_outcomes_refigure(ARRAY[NEW.order_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_rates_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_outcomes_refigure(ARRAY(SELECT order_id FROM order_outcomes WHERE courier = NEW.courier));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_orders_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_on_insert();
--> statement-breakpoint
CREATE TRIGGER "report_orders_update"
  AFTER UPDATE OF "status", "city", "total", "discount", "courier", "delivered_at", "settled_at" ON "orders"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR (NEW.status IN ('completed', 'returned')
      AND (OLD.city, OLD.total, OLD.discount, OLD.courier, OLD.delivered_at, OLD.settled_at)
        IS DISTINCT FROM (NEW.city, NEW.total, NEW.discount, NEW.courier, NEW.delivered_at, NEW.settled_at)))
  EXECUTE FUNCTION report_orders_on_update();
--> statement-breakpoint
CREATE TRIGGER "report_items_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS changed_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_items_on_insert();
--> statement-breakpoint
CREATE TRIGGER "report_parcels_charges" AFTER UPDATE OF "reported_charges" ON "courier_parcels"
  FOR EACH ROW WHEN (OLD.reported_charges IS DISTINCT FROM NEW.reported_charges)
  EXECUTE FUNCTION report_parcels_on_charges();
--> statement-breakpoint
CREATE TRIGGER "report_rates_change" AFTER INSERT OR UPDATE ON "courier_rates"
  FOR EACH ROW EXECUTE FUNCTION report_rates_on_change();
--> statement-breakpoint
-- The orders already delivered or returned; the triggers above hold their locks until this migration
-- commits, so none slips between the backfill and the triggers.
SELECT report_outcomes_write(ARRAY(SELECT id FROM orders WHERE status IN ('completed', 'returned')));
