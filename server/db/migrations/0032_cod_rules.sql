ALTER TABLE "orders" ADD COLUMN "cod_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_cities_limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_cities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_min_order" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_max_order" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_fee_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_fee_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_fee_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_fee_first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_check" CHECK ("orders"."cod_fee" >= 0);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_cod_fee_kind_check" CHECK ("site_settings"."cod_fee_kind" IN ('none', 'flat', 'percent'));