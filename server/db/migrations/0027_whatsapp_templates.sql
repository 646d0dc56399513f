ALTER TABLE "site_settings" ADD COLUMN "whatsapp_template_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_whatsapp_language_check" CHECK ("site_settings"."whatsapp_language" IN ('en', 'ur'));