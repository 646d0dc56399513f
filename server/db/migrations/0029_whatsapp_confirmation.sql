CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_answer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_answer_applied" boolean;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_no_reply_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_shipping_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_stop_word" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_whatsapp_answer_check" CHECK ("whatsapp_answer" IN ('confirm', 'cancel'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_whatsapp_no_reply_minutes_check" CHECK ("site_settings"."whatsapp_no_reply_minutes" BETWEEN 5 AND 1440);