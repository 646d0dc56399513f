CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_username" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"stripe" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_daily_totals_day_stripe_pk" PRIMARY KEY("day","stripe")
);
--> statement-breakpoint
CREATE TABLE "order_status_totals" (
	"status" text NOT NULL,
	"stripe" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_status_totals_status_stripe_pk" PRIMARY KEY("status","stripe")
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_entity_id_id_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_id_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
-- Running totals of orders (order-totals.tables.ts), kept by the triggers below in the same transaction
-- as every change to orders. Written by hand: drizzle-kit knows tables, not triggers.
-- A change to the totals: orders and amount to add (negative to take away) for a status and a day.
CREATE TYPE "order_totals_delta" AS ("status" text, "day" date, "orders" bigint, "amount" numeric);
--> statement-breakpoint
-- The shop's calendar day of a moment: Pakistan time (SHOP_TIME_ZONE in common/admin/dashboard-schemas.ts).
CREATE FUNCTION "order_totals_day"("at" timestamptz) RETURNS date LANGUAGE sql STABLE
  AS $$ SELECT ("at" AT TIME ZONE 'Asia/Karachi')::date $$;
--> statement-breakpoint
-- The one place the totals' rules live: per status every order and its total; per day every order placed
-- and the revenue of those not cancelled. Rows are written in key order (statuses, then days), so two
-- changes that share a stripe take their locks in the same order and cannot deadlock.
CREATE FUNCTION "order_totals_add"("deltas" "order_totals_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  my_stripe smallint := pg_backend_pid() % 16;
BEGIN
  INSERT INTO order_status_totals AS t (status, stripe, orders, revenue)
    SELECT d.status, my_stripe, sum(d.orders), sum(d.amount)
    FROM unnest(deltas) d
    GROUP BY d.status
    HAVING sum(d.orders) <> 0 OR sum(d.amount) <> 0
    ORDER BY d.status
  ON CONFLICT (status, stripe) DO UPDATE
    SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;
  INSERT INTO order_daily_totals AS t (day, stripe, orders, revenue)
    SELECT d.day, my_stripe, sum(d.orders), coalesce(sum(d.amount) FILTER (WHERE d.status <> 'cancelled'), 0)
    FROM unnest(deltas) d
    GROUP BY d.day
    HAVING sum(d.orders) <> 0 OR coalesce(sum(d.amount) FILTER (WHERE d.status <> 'cancelled'), 0) <> 0
    ORDER BY d.day
  ON CONFLICT (day, stripe) DO UPDATE
    SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;
END $$;
--> statement-breakpoint
-- Inserts and deletes are counted per statement, so the seed's batches of a thousand orders cost one
-- update of the totals, not a thousand.
CREATE FUNCTION "order_totals_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_add(ARRAY(
    SELECT (status, order_totals_day(created_at), count(*), sum(total))::order_totals_delta
    FROM changed_orders GROUP BY status, order_totals_day(created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_totals_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_add(ARRAY(
    SELECT (status, order_totals_day(created_at), -count(*), -sum(total))::order_totals_delta
    FROM changed_orders GROUP BY status, order_totals_day(created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row, and only when a counted column changed: marking a notification sent costs nothing here.
CREATE FUNCTION "order_totals_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_add(ARRAY[
    (OLD.status, order_totals_day(OLD.created_at), -1, -OLD.total)::order_totals_delta,
    (NEW.status, order_totals_day(NEW.created_at), 1, NEW.total)::order_totals_delta]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_totals_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_totals;
  DELETE FROM order_daily_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_totals_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER "order_totals_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER "order_totals_update" AFTER UPDATE OF "status", "total", "created_at" ON "orders"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION order_totals_on_update();
--> statement-breakpoint
CREATE TRIGGER "order_totals_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_on_truncate();
--> statement-breakpoint
-- The orders already there. The triggers above hold their lock on orders until this migration commits,
-- so no order can slip between the backfill and the triggers.
SELECT order_totals_add(ARRAY(
  SELECT (status, order_totals_day(created_at), count(*), sum(total))::order_totals_delta
  FROM orders GROUP BY status, order_totals_day(created_at)));
