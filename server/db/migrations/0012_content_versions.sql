CREATE TABLE "site_content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"is_published" boolean NOT NULL,
	"saved_by_id" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_content_id_site_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."site_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_content_versions_content_idx" ON "site_content_versions" USING btree ("content_id","saved_at");