CREATE TABLE "order_city_returns" (
	"span_hours" smallint NOT NULL,
	"from_hour" integer NOT NULL,
	"city" text NOT NULL,
	"stripe" smallint NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_city_returns_span_hours_from_hour_city_stripe_pk" PRIMARY KEY("span_hours","from_hour","city","stripe")
);
--> statement-breakpoint
CREATE TABLE "order_cod_totals" (
	"span_hours" smallint NOT NULL,
	"from_hour" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_cod_totals_span_hours_from_hour_stripe_pk" PRIMARY KEY("span_hours","from_hour","stripe")
);
--> statement-breakpoint
-- The COD figures' running totals (order-totals.tables.ts; decision 014, amended). An order counts in
-- the hour and the day (UTC) it was placed in; the status counts say what became of it since.
CREATE TYPE "order_cod_delta" AS ("hour" integer, "status" text, "city" text, "orders" bigint);
--> statement-breakpoint
-- Whole hours since 1970 (UTC) of a moment: the session's time zone plays no part.
CREATE FUNCTION "order_cod_hour"("at" timestamptz) RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT floor(extract(epoch FROM "at") / 3600)::integer $$;
--> statement-breakpoint
-- The one place the COD totals' rules live (the figures: codFiguresSchema in common/admin). Each delta
-- goes to its day and its hour, on this connection's stripe as order_totals_add does, rows written in
-- key order so that two changes sharing a stripe cannot deadlock.
CREATE FUNCTION "order_cod_totals_add"("deltas" "order_cod_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  my_stripe smallint := pg_backend_pid() % 16;
BEGIN
  INSERT INTO order_cod_totals AS t
      (span_hours, from_hour, stripe, orders, pending, cancelled, delivered, returned)
    SELECT s.span, d.hour / s.span * s.span, my_stripe, sum(d.orders),
      coalesce(sum(d.orders) FILTER (WHERE d.status = 'pending'), 0),
      coalesce(sum(d.orders) FILTER (WHERE d.status = 'cancelled'), 0),
      coalesce(sum(d.orders) FILTER (WHERE d.status = 'completed'), 0),
      coalesce(sum(d.orders) FILTER (WHERE d.status = 'returned'), 0)
    FROM unnest(deltas) d CROSS JOIN (VALUES (24), (1)) s(span)
    GROUP BY s.span, d.hour / s.span * s.span
    HAVING sum(d.orders) <> 0 OR bool_or(d.status IN ('pending', 'cancelled', 'completed', 'returned'))
    ORDER BY 1, 2
  ON CONFLICT (span_hours, from_hour, stripe) DO UPDATE
    SET orders = t.orders + excluded.orders, pending = t.pending + excluded.pending,
      cancelled = t.cancelled + excluded.cancelled, delivered = t.delivered + excluded.delivered,
      returned = t.returned + excluded.returned;
  INSERT INTO order_city_returns AS t (span_hours, from_hour, city, stripe, delivered, returned)
    SELECT s.span, d.hour / s.span * s.span, d.city, my_stripe,
      coalesce(sum(d.orders) FILTER (WHERE d.status = 'completed'), 0),
      coalesce(sum(d.orders) FILTER (WHERE d.status = 'returned'), 0)
    FROM unnest(deltas) d CROSS JOIN (VALUES (24), (1)) s(span)
    WHERE d.status IN ('completed', 'returned')
    GROUP BY s.span, d.hour / s.span * s.span, d.city
    ORDER BY 1, 2, 3
  ON CONFLICT (span_hours, from_hour, city, stripe) DO UPDATE
    SET delivered = t.delivered + excluded.delivered, returned = t.returned + excluded.returned;
END $$;
--> statement-breakpoint
-- Inserts and deletes per statement, as the other totals' triggers (migration 0007).
CREATE FUNCTION "order_cod_totals_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_cod_totals_add(ARRAY(
    SELECT (order_cod_hour(created_at), status, city, count(*))::order_cod_delta
    FROM changed_orders GROUP BY order_cod_hour(created_at), status, city));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_cod_totals_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_cod_totals_add(ARRAY(
    SELECT (order_cod_hour(created_at), status, city, -count(*))::order_cod_delta
    FROM changed_orders GROUP BY order_cod_hour(created_at), status, city));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row, when the status, the city (an edit of the order, decision 022) or the placing time changed.
CREATE FUNCTION "order_cod_totals_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_cod_totals_add(ARRAY[
    (order_cod_hour(OLD.created_at), OLD.status, OLD.city, -1)::order_cod_delta,
    (order_cod_hour(NEW.created_at), NEW.status, NEW.city, 1)::order_cod_delta]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_cod_totals_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_cod_totals;
  DELETE FROM order_city_returns;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_cod_totals_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_cod_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER "order_cod_totals_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_cod_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER "order_cod_totals_update" AFTER UPDATE OF "status", "city", "created_at" ON "orders"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION order_cod_totals_on_update();
--> statement-breakpoint
CREATE TRIGGER "order_cod_totals_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_cod_totals_on_truncate();
--> statement-breakpoint
-- The orders already there; the triggers above hold their lock on orders until this migration commits,
-- so no order slips between the backfill and the triggers.
SELECT order_cod_totals_add(ARRAY(
  SELECT (order_cod_hour(created_at), status, city, count(*))::order_cod_delta
  FROM orders GROUP BY order_cod_hour(created_at), status, city));
