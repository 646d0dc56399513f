CREATE TABLE "courier_payment_notices" (
	"courier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"payment_id" text NOT NULL,
	"paid_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payment_notices_courier_tracking_number_payment_id_pk" PRIMARY KEY("courier","tracking_number","payment_id"),
	CONSTRAINT "courier_payment_notices_courier_check" CHECK ("courier" IN ('postex', 'trax', 'leopards'))
);
--> statement-breakpoint
CREATE TABLE "settlement_payments" (
	"courier" text NOT NULL,
	"payment_key" text NOT NULL,
	"import_id" uuid NOT NULL,
	CONSTRAINT "settlement_payments_courier_payment_key_pk" PRIMARY KEY("courier","payment_key"),
	CONSTRAINT "settlement_payments_courier_check" CHECK ("courier" IN ('tcs', 'leopards', 'postex', 'trax', 'mnp', 'callcourier', 'other'))
);
--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "fetched_from" date;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "fetched_to" date;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "payment_keys" text[];--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_payment_notices_received_idx" ON "courier_payment_notices" USING btree ("courier","received_at");--> statement-breakpoint
CREATE INDEX "settlement_payments_import_idx" ON "settlement_payments" USING btree ("import_id");--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_fetched_check" CHECK (("settlement_imports"."fetched_from" IS NULL) = ("settlement_imports"."fetched_to" IS NULL));