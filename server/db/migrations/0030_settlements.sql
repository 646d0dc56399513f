CREATE TABLE "courier_rates" (
	"courier" text PRIMARY KEY NOT NULL,
	"flat_charge" numeric(10, 2) NOT NULL,
	"cod_charge_percent" numeric(5, 2) NOT NULL,
	"income_tax_percent" numeric(5, 2) NOT NULL,
	"sales_tax_percent" numeric(5, 2) NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_rates_courier_check" CHECK ("courier" IN ('tcs', 'leopards', 'postex', 'trax', 'mnp', 'callcourier', 'other')),
	CONSTRAINT "courier_rates_flat_charge_check" CHECK ("courier_rates"."flat_charge" >= 0),
	CONSTRAINT "courier_rates_percents_check" CHECK ("courier_rates"."cod_charge_percent" BETWEEN 0 AND 100 AND "courier_rates"."income_tax_percent" BETWEEN 0 AND 100
        AND "courier_rates"."sales_tax_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "courier_settlement_totals" (
	"courier" text PRIMARY KEY NOT NULL,
	"settled_parcels" integer DEFAULT 0 NOT NULL,
	"settled_expected" numeric(14, 2) DEFAULT '0' NOT NULL,
	"received" numeric(14, 2) DEFAULT '0' NOT NULL,
	"imports" integer DEFAULT 0 NOT NULL,
	"last_applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"file_digest" text NOT NULL,
	"file_name" text,
	"format" text NOT NULL,
	"state" text DEFAULT 'previewed' NOT NULL,
	"summary" jsonb NOT NULL,
	"imported_by_id" text NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by_id" text,
	"applied_by" text,
	"applied_at" timestamp with time zone,
	CONSTRAINT "settlement_imports_courier_check" CHECK ("courier" IN ('tcs', 'leopards', 'postex', 'trax', 'mnp', 'callcourier', 'other')),
	CONSTRAINT "settlement_imports_format_check" CHECK ("format" IN ('generic', 'postex', 'trax', 'leopards')),
	CONSTRAINT "settlement_imports_state_check" CHECK ("state" IN ('previewed', 'applied')),
	CONSTRAINT "settlement_imports_applied_check" CHECK (("settlement_imports"."state" = 'applied') = ("settlement_imports"."applied_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"order_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"expected" numeric(10, 2),
	"parcel_expected" numeric(10, 2),
	"difference" numeric(10, 2),
	"match" text NOT NULL,
	"paid_on" date,
	CONSTRAINT "settlement_lines_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "settlement_lines_match_check" CHECK ("match" IN ('settled', 'short', 'paid_for_return', 'unknown')),
	CONSTRAINT "settlement_lines_amount_check" CHECK ("settlement_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD COLUMN "reported_charges" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD COLUMN "charges_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_expected" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_amount" numeric(10, 2);--> statement-breakpoint
-- Orders delivered before settlements: when their history says they were completed, else their last
-- change. No trigger of orders watches this column, so the running totals stay as they are.
UPDATE "orders" SET "delivered_at" = coalesce(
    (SELECT max((e->>'changedAt')::timestamptz) FROM jsonb_array_elements("status_history") e
      WHERE e->>'status' = 'completed'),
    "updated_at")
  WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_file_unique" ON "settlement_imports" USING btree ("courier","file_digest");--> statement-breakpoint
CREATE INDEX "settlement_imports_imported_at_idx" ON "settlement_imports" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "settlement_lines_order_idx" ON "settlement_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_courier_tracking_idx" ON "orders" USING btree ("courier",upper("tracking_number")) WHERE "orders"."tracking_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unsettled_idx" ON "orders" USING btree ("courier","delivered_at") WHERE "orders"."status" = 'completed' AND "orders"."settled_at" IS NULL AND "orders"."courier" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_short_paid_idx" ON "orders" USING btree ("courier","settled_at") WHERE "orders"."settled_amount" < "orders"."settlement_expected" - 1;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_price_check" CHECK ("products"."cost_price" >= 0);