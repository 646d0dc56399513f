ALTER TABLE "products" ADD COLUMN "ur" jsonb;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "ur" jsonb;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD COLUMN "ur" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_meta" ADD COLUMN "ur" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("language" IN ('en', 'ur'));--> statement-breakpoint
-- The Urdu versions (decision 039). Written by hand from here: drizzle-kit knows tables, not triggers.
-- A product's Urdu words are on the shop, so `ur` joins the columns whose change drops the public answers
-- (migrations 0013, 0020, 0023, decision 020); `stock` and `cost_price` stay out. site_content and seo_meta
-- notify on any update already.
DROP TRIGGER "public_answers_notify" ON "products";
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    "id", "sku", "name", "slug", "description", "price", "image", "images", "videos",
    "max_per_order", "category", "status", "benefits", "ingredients", "usage_instructions",
    "product_story", "is_new_arrival", "is_featured", "is_best_seller", "is_on_sale", "rating",
    "review_count", "product_hero_section", "product_benefits", "product_ingredients", "product_faqs",
    "product_testimonials", "product_shipping", "product_how_to_use", "supplement_facts",
    "product_honey_promotion", "ur", "version", "created_at", "updated_at"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
