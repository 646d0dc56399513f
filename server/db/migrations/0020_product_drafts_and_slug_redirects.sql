CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_redirects_slug_check" CHECK ("product_slug_redirects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
-- Drafts and old addresses (decision 029). Written by hand from here: drizzle-kit knows tables, not
-- triggers. `status` joins the columns whose change drops the public answers (migration 0013, decision
-- 020): publishing or unpublishing a product changes what the shop answers. Only `stock` stays out.
DROP TRIGGER "public_answers_notify" ON "products";
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    "id", "sku", "name", "slug", "description", "price", "image", "images", "videos",
    "max_per_order", "category", "status", "benefits", "ingredients", "usage_instructions",
    "product_story", "is_new_arrival", "is_featured", "is_best_seller", "is_on_sale", "rating",
    "review_count", "product_hero_section", "product_benefits", "product_ingredients", "product_faqs",
    "product_testimonials", "product_shipping", "product_how_to_use", "supplement_facts",
    "product_honey_promotion", "version", "created_at", "updated_at"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
--> statement-breakpoint
-- The old addresses are read by the product page (a 301), so their changes drop the catalogue too.
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
