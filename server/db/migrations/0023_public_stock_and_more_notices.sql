-- Change notices for what public answers read (decision 030), completing migration 0013.
--
-- 1. A product's public stock: the stock the shop shows, LEAST(GREATEST(stock, 0), 50), 50 being the
--    most units one order may hold (common/catalog/public-stock.ts). An UPDATE that changes it notifies
--    `stock:<product id>`, so only the answers showing that product's stock are dropped, on every copy.
--    An order that leaves it as it was (a product with more than 50 units) notifies nothing, and takes
--    no part in the cluster-wide lock a notifying commit holds (migration 0013's reason for leaving
--    stock out): a flash sale's orders commit side by side until the last 50 units.
-- 2. Tables the shop reads that had no notice: ingredients (catalogue), SEO entries and the media
--    library (their own families: a page names what it read, answer-reads.ts). A video's processing
--    lease and attempts are left out of the media library's: the video worker's claim sets only those,
--    every few seconds and mostly on no row at all, and a statement-level trigger fires all the same.
-- Written by hand: drizzle-kit knows tables, not triggers.
CREATE FUNCTION "public_stock_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers', 'stock:' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_stock_notify" AFTER UPDATE OF "stock" ON "products" FOR EACH ROW
  WHEN (LEAST(GREATEST(OLD."stock", 0), 50) IS DISTINCT FROM LEAST(GREATEST(NEW."stock", 0), 50))
  EXECUTE FUNCTION public_stock_notify();
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_ingredients"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seo_meta"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('seo');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    "id", "file_name", "file_url", "file_type", "file_size", "category", "alt_text", "status",
    "status_reason", "optimized_urls", "formats", "sizes", "width", "height", "video_variants",
    "storage_prefix", "original_key", "uploaded_by", "uploaded_at", "updated_at"
  ON "media_assets" FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('media');
