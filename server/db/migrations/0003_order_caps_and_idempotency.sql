ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "orders_customer_email_created_at_idx" ON "orders" USING btree ("customer_email","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_digits_created_at_idx" ON "orders" USING btree (regexp_replace("customer_phone", '[^0-9]', '', 'g'),"created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK ("products"."max_per_order" IS NULL OR "products"."max_per_order" >= 1);