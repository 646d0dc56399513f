ALTER TABLE "site_settings" ADD COLUMN "confirmation_message_en" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "confirmation_message_ur" text;