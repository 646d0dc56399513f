CREATE TABLE "whatsapp_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"from_number" text NOT NULL,
	"text" text,
	"button_payload" text,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_delivery" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_error_code" integer;--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_from_idx" ON "whatsapp_inbound" USING btree ("from_number","sent_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_provider_message_idx" ON "notification_outbox" USING btree ("provider_message_id") WHERE "notification_outbox"."provider_message_id" IS NOT NULL;