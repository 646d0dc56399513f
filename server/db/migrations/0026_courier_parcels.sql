CREATE TABLE "courier_cities" (
	"courier" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"folded" text NOT NULL,
	CONSTRAINT "courier_cities_courier_id_pk" PRIMARY KEY("courier","id")
);
--> statement-breakpoint
CREATE TABLE "courier_parcels" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"reference" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"tracking_number" text,
	"label_url" text,
	"label_key" text,
	"refusal" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"parcel_status" text,
	"parcel_reason" text,
	"parcel_status_at" timestamp with time zone,
	"proposal" text,
	"advice" text,
	"advised_at" timestamp with time zone,
	"requested_by_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_parcels_booked_check" CHECK ("courier_parcels"."state" <> 'booked' OR "courier_parcels"."tracking_number" IS NOT NULL),
	CONSTRAINT "courier_parcels_courier_check" CHECK ("courier" IN ('postex', 'trax', 'leopards'))
);
--> statement-breakpoint
CREATE TABLE "courier_schedule" (
	"job" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"reason" text,
	"by_username" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "parcel_weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD CONSTRAINT "courier_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_cities_folded_idx" ON "courier_cities" USING btree ("courier","folded");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_parcels_tracking_number_unique" ON "courier_parcels" USING btree ("courier","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_parcels_reference_unique" ON "courier_parcels" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "courier_parcels_attempted_idx" ON "courier_parcels" USING btree ("parcel_status_at") WHERE "courier_parcels"."parcel_status" = 'attempted';--> statement-breakpoint
CREATE INDEX "courier_parcels_proposal_idx" ON "courier_parcels" USING btree ("parcel_status_at") WHERE "courier_parcels"."proposal" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_once" ON "parcel_events" USING btree ("courier","tracking_number","code","occurred_at");--> statement-breakpoint
CREATE INDEX "parcel_events_order_idx" ON "parcel_events" USING btree ("order_id","occurred_at");