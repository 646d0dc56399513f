ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_check" CHECK ("courier" IN ('tcs', 'leopards', 'postex', 'trax', 'mnp', 'callcourier', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'processing', 'shipped', 'completed', 'cancelled', 'returned'));--> statement-breakpoint
-- A returned order earns nothing, like a cancelled one (UNPAID_STATUSES in common/orders/statuses.ts):
-- the daily revenue leaves both out. Otherwise as migration 0007 wrote it.
CREATE OR REPLACE FUNCTION "order_totals_add"("deltas" "order_totals_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
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
    SELECT d.day, my_stripe, sum(d.orders),
      coalesce(sum(d.amount) FILTER (WHERE d.status NOT IN ('cancelled', 'returned')), 0)
    FROM unnest(deltas) d
    GROUP BY d.day
    HAVING sum(d.orders) <> 0
      OR coalesce(sum(d.amount) FILTER (WHERE d.status NOT IN ('cancelled', 'returned')), 0) <> 0
    ORDER BY d.day
  ON CONFLICT (day, stripe) DO UPDATE
    SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;
END $$;
