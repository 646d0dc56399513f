CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"category" text,
	"purpose" text NOT NULL,
	"alt_text" text,
	"staging_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"asset_id" uuid,
	CONSTRAINT "media_uploads_file_size_check" CHECK ("media_uploads"."file_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "storage_prefix" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "processing_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_expires_at_idx" ON "media_uploads" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_processing_idx" ON "media_assets" USING btree ("uploaded_at") WHERE "media_assets"."status" = 'processing';