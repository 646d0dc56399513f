DROP INDEX "orders_phone_digits_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_phone_national_idx";--> statement-breakpoint
CREATE INDEX "orders_phone_national_idx" ON "orders" USING btree (regexp_replace(regexp_replace("customer_phone", '[^0-9]', '', 'g'), '^(0092|92(?=[0-9]{9}))?0?', '') text_pattern_ops,"created_at");