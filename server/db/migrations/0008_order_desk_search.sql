-- The order desk's search (decision 012). pg_trgm ships with PostgreSQL (contrib, a trusted extension)
-- and with PGlite (loaded where PGlite is opened, server/db/client.ts). Written by hand: drizzle-kit
-- knows indexes, not extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "orders_created_at_id_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("orders"."customer_name" || chr(31) || coalesce("orders"."customer_email", '') || chr(31) || "orders"."shipping_address" || chr(31) || "orders"."city" || chr(31) || coalesce("orders"."postal_code", '') || chr(31) || "orders"."customer_phone")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_at_id_search_idx" ON "orders" USING btree ("created_at","id","status","search_text","customer_phone");--> statement-breakpoint
CREATE INDEX "orders_phone_national_idx" ON "orders" USING btree (regexp_replace(regexp_replace("customer_phone", '[^0-9]', '', 'g'), '^(0092|92(?=[0-9]{9}))?0?', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);